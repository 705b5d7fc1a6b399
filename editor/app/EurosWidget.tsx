/** @jsxImportSource react */
// A price in whole euros. The model reads what is typed (model/price-input.ts), so the field, the lint and the site
// agree: while the field has focus it shows what was typed and a note says what will be saved ("Will be saved as
// €3,250") or why it is refused. A refused input is never stored: the draft keeps the price the field had.
import { useContext, useState, type ChangeEvent } from 'react';
import { ariaDescribedByIds, type WidgetProps } from '@rjsf/utils';
import { DraftContext } from './names.ts';
import type { Json } from '../../model/json-pointer.ts';
import { formatMoney, type Money } from '../../model/price.ts';
import { readEuros, type EurosReading } from '../../model/price-input.ts';

/** The site's own money ("€3,250" in en-IE), so the note shows the price as the site will. */
function useMoney(): Money {
  const site = ((useContext(DraftContext) ?? {}) as { site?: { locale?: Json; currency?: Json } }).site;
  const locale = typeof site?.locale === 'string' ? site.locale : 'en-IE';
  const currency = typeof site?.currency === 'string' && /^[A-Z]{3}$/.test(site.currency) ? site.currency : 'EUR';
  return { locale, currency };
}

/** What the field is being typed as, and the price it had when the person started typing. */
interface Typing {
  text: string;
  kept: unknown;
}

/** What the field's note says once the person has left it, for as long as the price is still the one it speaks of. */
interface LeftNote {
  text: string;
  value: unknown;
}

const asText = (value: unknown): string =>
  typeof value === 'number' || typeof value === 'string' ? String(value) : '';

/** What the price stays at when a typed one is refused: the one it had when the person started typing. */
function stays(kept: unknown, money: Money): string {
  return typeof kept === 'number' ? `the price stays ${formatMoney(kept, money)}` : 'the price stays empty';
}

/** The note once the person leaves the field after typing a price that is refused: what was not kept, and why. */
function noteOnLeaving(reading: EurosReading | undefined, typing: Typing, money: Money): string {
  if (reading?.kind !== 'refused') return '';
  const stay = stays(typing.kept, money);
  return `“${typing.text.trim()}” was not saved. ${reading.refusal} ${stay[0]!.toUpperCase()}${stay.slice(1)}.`;
}

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
  rawErrors,
}: WidgetProps) {
  const money = useMoney();
  const [typing, setTyping] = useState<Typing | null>(null);
  const [left, setLeft] = useState<LeftNote | null>(null);
  const reading = typing ? readEuros(typing.text, money) : undefined;

  const change = (event: ChangeEvent<HTMLInputElement>) => {
    const text = event.target.value;
    const kept = typing ? typing.kept : value;
    setTyping({ text, kept });
    const next = readEuros(text, money);
    // An empty field is stored when the person leaves it: the required check then says the price is missing, not
    // while they are typing.
    if (next.kind === 'amount' && next.amount !== value) onChange(next.amount);
    if (next.kind === 'refused' && value !== kept) onChange(kept);
  };
  const focus = () => {
    setTyping({ text: asText(value), kept: value });
    setLeft(null);
    onFocus(id, value);
  };
  const blur = () => {
    // Amounts were kept as they were typed; only an emptied field is stored now. A price changed meanwhile (undo) stays.
    const stored = reading?.kind === 'empty' ? undefined : value;
    if (stored !== value) onChange(stored);
    if (typing) setLeft({ text: noteOnLeaving(reading, typing, money), value: stored });
    setTyping(null);
    onBlur(id, stored);
  };

  // After leaving: the note about what was not kept, while the price is still the one it speaks of.
  const leftNote = !typing && left !== null && left.value === value ? left.text : '';
  let note = leftNote || (typeof value === 'number' ? `Shown as ${formatMoney(value, money)}` : '');
  if (reading?.kind === 'amount') note = `Will be saved as ${reading.shown}`;
  if (reading?.kind === 'refused') note = `${reading.refusal} Not saved: ${stays(typing!.kept, money)}.`;
  if (reading?.kind === 'empty') note = '';
  const refused = reading?.kind === 'refused' || leftNote !== '' || (!typing && Boolean(rawErrors?.length));
  return (
    <div className="euros">
      <span className="euros-sign" aria-hidden="true">
        {formatMoney(0, money).replace(/[\d\s]/g, '')}
      </span>
      <input
        id={id}
        type="text"
        inputMode="numeric"
        value={typing ? typing.text : asText(value)}
        required={required}
        disabled={disabled || readonly}
        aria-label={`${label} in euros`}
        aria-describedby={`${ariaDescribedByIds(id)} ${id}__euros`}
        aria-invalid={refused ? true : undefined}
        onChange={change}
        onBlur={blur}
        onFocus={focus}
      />
      <span id={`${id}__euros`} className={refused ? 'euros-refused' : 'euros-shown'} role="status">
        {note}
      </span>
    </div>
  );
}
