/** @jsxImportSource react */
// The form library's list buttons as plain, labelled text buttons (its defaults are icon fonts this app does not load).
import type { IconButtonProps } from '@rjsf/utils';

function textButton(text: string, className = '') {
  return function TextButton({ onClick, disabled, id }: IconButtonProps) {
    return (
      <button type="button" id={id} className={`list-button ${className}`} onClick={onClick} disabled={disabled}>
        {text}
      </button>
    );
  };
}

export const buttonTemplates = {
  AddButton: textButton('Add item', 'add'),
  CopyButton: textButton('Duplicate'),
  MoveUpButton: textButton('Move up'),
  MoveDownButton: textButton('Move down'),
  RemoveButton: textButton('Remove', 'danger'),
  SubmitButton: () => null,
};
