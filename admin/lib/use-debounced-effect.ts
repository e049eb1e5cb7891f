import { useEffect, useRef } from 'react';

/** Calls `callback(value)` once `value` has stopped changing for `delayMs`; skips the first render. */
export function useDebouncedEffect<T>(value: T, delayMs: number, callback: (value: T) => void): void {
  const callbackRef = useRef(callback);
  callbackRef.current = callback;
  const isFirst = useRef(true);
  useEffect(() => {
    if (isFirst.current) {
      isFirst.current = false;
      return;
    }
    const timer = window.setTimeout(() => callbackRef.current(value), delayMs);
    return () => window.clearTimeout(timer);
  }, [value, delayMs]);
}
