// What a visitor typed or chose in an island's form before the island woke. Waking renders the island over its
// pre-rendered HTML, which puts its fields back to the values it starts with; these are then put back and reported to
// the island as if typed now, so nothing typed early is lost.
type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

interface Typed {
  field: Field;
  value: string;
  checked: boolean;
}

function isChoice(field: Field): field is HTMLInputElement {
  return field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio');
}

function changedByVisitor(field: Field): boolean {
  if (field instanceof HTMLSelectElement)
    return [...field.options].some((option) => option.selected !== option.defaultSelected);
  return isChoice(field) ? field.checked !== field.defaultChecked : field.value !== field.defaultValue;
}

export function typedValues(island: HTMLElement): Typed[] {
  return [...island.querySelectorAll<Field>('input, textarea, select')]
    .filter(changedByVisitor)
    .map((field) => ({ field, value: field.value, checked: isChoice(field) && field.checked }));
}

export function restoreTypedValues(typed: Typed[]): void {
  for (const { field, value, checked } of typed) {
    if (!field.isConnected) continue;
    if (isChoice(field)) field.checked = checked;
    else field.value = value;
    field.dispatchEvent(new Event('input', { bubbles: true }));
    field.dispatchEvent(new Event('change', { bubbles: true }));
  }
}
