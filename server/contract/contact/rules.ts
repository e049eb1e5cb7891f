/** The support promise every page states (footer, /contact): a reply within this many hours. */
export const SUPPORT_REPLY_HOURS = { from: 24, to: 48 } as const;
