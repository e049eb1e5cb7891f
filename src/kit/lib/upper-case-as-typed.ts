import type { ChangeEvent } from 'react';

/**
 * Upper-cases a code field as it is typed (promo codes are stored upper case), keeping the caret
 * where the person is typing. Changes the event's input in place, so the caller hands the same
 * event on to its form.
 */
export function upperCaseAsTyped(event: ChangeEvent<HTMLInputElement>): void {
  const input = event.target;
  const upper = input.value.toUpperCase();
  if (upper === input.value) return;
  const { selectionStart, selectionEnd } = input;
  input.value = upper;
  if (selectionStart !== null && selectionEnd !== null) input.setSelectionRange(selectionStart, selectionEnd);
}
