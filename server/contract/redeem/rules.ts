/** How long a withdrawal usually takes to process, as /redeem and /redeem-history state it. */
export const WITHDRAWAL_PROCESSING_HOURS = { from: 24, to: 48 } as const;
