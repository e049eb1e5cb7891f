import { useRef, type RefObject } from 'react';
import type { RefCallBack } from 'react-hook-form';

/**
 * A dialog's first field: its registration (from `form.field(name)`) with a ref the dialog's
 * `initialFocusRef` can hold, so the dialog opens on the field and react-hook-form focuses the
 * same element on an error.
 */
export function useDialogFirstField<TField extends { ref: RefCallBack }, TElement extends HTMLElement = HTMLInputElement>(
  field: TField,
): [TField, RefObject<TElement | null>] {
  const elementRef = useRef<TElement>(null);
  const props = {
    ...field,
    ref: (element: TElement | null) => {
      field.ref(element);
      elementRef.current = element;
    },
  };
  return [props, elementRef];
}
