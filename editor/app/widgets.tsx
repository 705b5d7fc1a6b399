/** @jsxImportSource react */
// The inputs that fit the manifest's data: euros, pickers for links and ids (names shown, free text allowed), and page
// texts with a placeholder menu. The form library renders every other input itself.
import { useContext, useId, useRef, useState, type ChangeEvent } from 'react';
import { ariaDescribedByIds, type WidgetProps } from '@rjsf/utils';
import { DraftContext, idChoices, linkChoices, placeholderChoices, type Choice } from './names.ts';
import type { ReferenceKind } from '../../model/schema-walk.ts';

const euros = new Intl.NumberFormat('en-IE', { style: 'currency', currency: 'EUR', maximumFractionDigits: 0 });

/** A price: whole euros as a number. A dot or comma (as in 1.595) is refused as it is typed, with the reason shown. */
export function EurosWidget({
  id,
  value,
  onChange,
  onBlur,
  onFocus,
  required,
  disabled,
  readonly,
  label,
}: WidgetProps) {
  const [refused, setRefused] = useState('');
  const shown = typeof value === 'number' ? String(value) : '';
  const change = (event: ChangeEvent<HTMLInputElement>) => {
    const typed = event.target.value.replace(/\s|€/g, '');
    if (/[.,]/.test(typed)) {
      setRefused(
        `Prices are whole euros: type ${typed.replace(/[.,]/g, '')} for ${euros.format(Number(typed.replace(/[.,]/g, '')) || 0)}, without a dot or comma.`,
      );
      return;
    }
    if (!/^\d*$/.test(typed)) {
      setRefused('Type digits only, such as 1595.');
      return;
    }
    setRefused('');
    onChange(typed === '' ? undefined : Number(typed));
  };
  return (
    <div className="euros">
      <span className="euros-sign" aria-hidden="true">
        €
      </span>
      <input
        id={id}
        type="text"
        inputMode="numeric"
        value={shown}
        required={required}
        disabled={disabled || readonly}
        aria-label={`${label} in euros`}
        aria-describedby={`${ariaDescribedByIds(id)} ${id}__euros`}
        aria-invalid={refused ? true : undefined}
        onChange={change}
        onBlur={() => onBlur(id, value)}
        onFocus={() => onFocus(id, value)}
      />
      <span id={`${id}__euros`} className={refused ? 'euros-refused' : 'euros-shown'} role="status">
        {refused || (typeof value === 'number' ? `Shown as ${euros.format(value)}` : '')}
      </span>
    </div>
  );
}

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

/** A text shown on the page: a text area, with placeholders ({firm}, {price:ID}…) offered from a menu. */
export function PageTextWidget({
  id,
  value,
  onChange,
  onBlur,
  onFocus,
  required,
  disabled,
  readonly,
  placeholder,
}: WidgetProps) {
  const draft = useContext(DraftContext);
  const area = useRef<HTMLTextAreaElement>(null);
  const menuId = useId();
  const text = typeof value === 'string' ? value : '';
  const insert = (placeholderText: string) => {
    if (!placeholderText) return;
    const at = area.current?.selectionStart ?? text.length;
    onChange(text.slice(0, at) + placeholderText + text.slice(area.current?.selectionEnd ?? at));
    area.current?.focus();
  };
  return (
    <div className="page-text">
      <textarea
        ref={area}
        id={id}
        value={text}
        rows={Math.min(6, Math.max(1, Math.ceil(text.length / 48)))}
        required={required}
        disabled={disabled || readonly}
        placeholder={placeholder}
        aria-describedby={ariaDescribedByIds(id)}
        onChange={(event) => onChange(event.target.value === '' ? undefined : event.target.value)}
        onBlur={() => onBlur(id, value)}
        onFocus={() => onFocus(id, value)}
      />
      <label className="placeholder-menu" htmlFor={menuId}>
        <span className="visually-hidden">Insert a placeholder into this text</span>
        <select id={menuId} value="" onChange={(event) => insert(event.target.value)} disabled={disabled || readonly}>
          <option value="">Insert…</option>
          {placeholderChoices(draft).map((c) => (
            <option key={c.value} value={c.value}>
              {c.label}
            </option>
          ))}
        </select>
      </label>
    </div>
  );
}

export const widgets = {
  euros: EurosWidget,
  link: LinkWidget,
  reference: ReferenceWidget,
  'page-text': PageTextWidget,
};
