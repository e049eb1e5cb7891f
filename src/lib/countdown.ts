import { useEffect, useRef, useState } from 'react';

const SECOND_MS = 1000;

/** "05:03:09": hours, minutes and seconds left, never negative; hours may pass 24 (a 48-hour lock). */
export function formatHms(ms: number): string {
  const total = Math.max(0, Math.ceil(ms / SECOND_MS));
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const seconds = total % 60;
  return [hours, minutes, seconds].map((part) => String(part).padStart(2, '0')).join(':');
}

/** Milliseconds left until `target`, ticking each second; at zero `onDone` runs once. */
export function useCountdown(target: Date | null | undefined, onDone?: () => void): number | null {
  const targetMs = target ? target.getTime() : null;
  const [now, setNow] = useState(() => Date.now());
  const doneRef = useRef(onDone);
  doneRef.current = onDone;

  useEffect(() => {
    if (targetMs === null) return;
    setNow(Date.now());
    if (targetMs <= Date.now()) {
      doneRef.current?.();
      return;
    }
    const timer = setInterval(() => {
      const current = Date.now();
      setNow(current);
      if (current >= targetMs) {
        clearInterval(timer);
        doneRef.current?.();
      }
    }, SECOND_MS);
    return () => clearInterval(timer);
  }, [targetMs]);

  return targetMs === null ? null : Math.max(0, targetMs - now);
}
