/** @jsxImportSource react */
// The inputs that fit the manifest's data: euros, pickers for links and ids (names shown, free text allowed), and page
// texts with a placeholder menu. The form library renders every other input itself.
import { useContext } from 'react';
import { ariaDescribedByIds, type WidgetProps } from '@rjsf/utils';
import { DraftContext, idChoices, linkChoices, type Choice } from './names.ts';
import { PageTextWidget } from './page-text-widget.tsx';
import type { ReferenceKind } from '../../model/schema-walk.ts';
import { EurosWidget } from './EurosWidget.tsx';

function Picker({
  id,
  value,
  onChange,
  onBlur,
  onFocus,
  required,
  disabled,
  readonly,
  choices,
  hint,
}: WidgetProps & { choices: Choice[]; hint: string }) {
  const listId = `${id}__choices`;
  const chosen = choices.find((c) => c.value === value);
  return (
    <div className="picker">
      <input
        id={id}
        type="text"
        list={listId}
        value={typeof value === 'string' ? value : ''}
        required={required}
        disabled={disabled || readonly}
        autoComplete="off"
        aria-describedby={`${ariaDescribedByIds(id)} ${id}__chosen`}
        onChange={(event) => onChange(event.target.value === '' ? undefined : event.target.value)}
        onBlur={() => onBlur(id, value)}
        onFocus={() => onFocus(id, value)}
      />
      <datalist id={listId}>
        {choices.map((c) => (
          <option key={c.value} value={c.value} label={c.label} />
        ))}
      </datalist>
      <span id={`${id}__chosen`} className="picker-chosen">
        {chosen ? `→ ${chosen.label}` : value ? hint : ''}
      </span>
    </div>
  );
}

export function LinkWidget(props: WidgetProps) {
  const draft = useContext(DraftContext);
  return <Picker {...props} choices={linkChoices(draft)} hint="Your own address (checked by the lint below)" />;
}

export function ReferenceWidget(props: WidgetProps) {
  const draft = useContext(DraftContext);
  const kind = props.options.kind as ReferenceKind;
  return <Picker {...props} choices={idChoices(draft, kind)} hint={`Not a known ${kind.replace(/-/g, ' ')}`} />;
}

export const widgets = {
  euros: EurosWidget,
  link: LinkWidget,
  reference: ReferenceWidget,
  'page-text': PageTextWidget,
};
