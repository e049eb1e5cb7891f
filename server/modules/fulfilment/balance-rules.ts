/**
 * Below this prepaid balance with the gift-card provider (in the account's currency) the admins are mailed,
 * once per crossing, and the Prometheus alert fires (decision 060). A default in the currency Reloadly
 * accounts are usually kept in (USD): about a day of a small store's orders.
 */
export const LOW_BALANCE_ALERT_BELOW = 50;
