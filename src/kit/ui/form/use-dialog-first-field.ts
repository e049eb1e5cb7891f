import { useRef, type RefObject } from 'react';
import type { RefCallBack } from 'react-hook-form';

/** A dialog's first field: its registration plus a ref for the dialog's `initialFocusRef`, so the dialog opens on it. */
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
