/** The spin limits an admin sets (spinLimitsSchema). */
export interface SpinLimits {
  spinsPerDay: number;
  maxSpinsPerDay: number;
}

/** Spins allowed in an IST day: the daily spins, plus one once the page was shared that day, never above the cap. */
export function spinAllowanceOf(limits: SpinLimits, shareBonusUsed: boolean): number {
  return Math.min(limits.spinsPerDay + (shareBonusUsed ? 1 : 0), limits.maxSpinsPerDay);
}

/** Whether sharing can add a spin at all under these limits (not when the cap is the daily spins). */
export function sharingAddsSpin(limits: SpinLimits): boolean {
  return spinAllowanceOf(limits, true) > spinAllowanceOf(limits, false);
}
