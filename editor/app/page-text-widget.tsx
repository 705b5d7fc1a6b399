/** @jsxImportSource react */
// A text shown on the page: a plain text area, an Insert menu that offers the firm's name, prices, facts… by what they
// mean, and under the text a "Shown as" line where each of them appears as a labelled chip ("Firm's name"). The text
// area stays a plain one so typing, copy and paste, undo and screen readers work as everywhere else.
import { useContext, useId, useRef } from 'react';
import { ariaDescribedByIds, type WidgetProps } from '@rjsf/utils';
import { DraftContext, placeholderChoices, textPieces, type PlaceholderChoice } from './names.ts';

function byGroup(choices: PlaceholderChoice[]): [string, PlaceholderChoice[]][] {
  const groups = new Map<string, PlaceholderChoice[]>();
  for (const choice of choices) groups.set(choice.group, [...(groups.get(choice.group) ?? []), choice]);
  return [...groups];
}

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
  const pieces = textPieces(text, draft);
  const hasPlaceholders = pieces.some((piece) => 'placeholder' in piece);
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
        aria-describedby={`${ariaDescribedByIds(id)}${hasPlaceholders ? ` ${id}__shown` : ''}`}
        onChange={(event) => onChange(event.target.value === '' ? undefined : event.target.value)}
        onBlur={() => onBlur(id, value)}
        onFocus={() => onFocus(id, value)}
      />
      <label className="placeholder-menu" htmlFor={menuId}>
        <span className="visually-hidden">Insert a name, price or fact into this text</span>
        <select id={menuId} value="" onChange={(event) => insert(event.target.value)} disabled={disabled || readonly}>
          <option value="">Insert…</option>
          {byGroup(placeholderChoices(draft)).map(([group, choices]) => (
            <optgroup key={group} label={group}>
              {choices.map((c) => (
                <option key={c.value} value={c.value}>
                  {c.label}
                </option>
              ))}
            </optgroup>
          ))}
        </select>
      </label>
      {hasPlaceholders && (
        <p id={`${id}__shown`} className="page-text-shown">
          <span className="page-text-shown-label">Shown as: </span>
          {pieces.map((piece, index) =>
            'placeholder' in piece ? (
              <span
                key={index}
                className={piece.known ? 'placeholder-chip' : 'placeholder-chip unknown'}
                data-placeholder={piece.placeholder}
              >
                {piece.meaning}
              </span>
            ) : (
              <span key={index}>{piece.text}</span>
            ),
          )}
        </p>
      )}
    </div>
  );
}
