import { useState } from 'react';

/** True when the person asked their system for less motion (animations then finish at once). */
const prefersReducedMotion = () => typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;

/** A wheel's or coin's rotation and turn length; `turnTo` answers the length, 0 under reduced motion (it jumps). */
export function useTurn() {
  const [turn, setTurn] = useState({ rotation: 0, durationMs: 0 });
  const turnTo = (next: (current: number) => number, durationMs: number): number => {
    const duration = prefersReducedMotion() ? 0 : durationMs;
    setTurn((current) => ({ rotation: next(current.rotation), durationMs: duration }));
    return duration;
  };
  return { ...turn, turnTo };
}
