import type { ChangeEvent } from 'react';

/** Upper-cases a code field as it is typed, keeping the caret; in place, so the caller hands the event on to its form. */
export function upperCaseAsTyped(event: ChangeEvent<HTMLInputElement>): void {
  const input = event.target;
  const upper = input.value.toUpperCase();
  if (upper === input.value) return;
  const { selectionStart, selectionEnd } = input;
  input.value = upper;
  if (selectionStart !== null && selectionEnd !== null) input.setSelectionRange(selectionStart, selectionEnd);
}
