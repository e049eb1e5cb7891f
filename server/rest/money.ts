/** The documented REST paths speak rupees (e.g. walletBalance: 150); everything inside speaks paise. */
export function paiseToRupees(paise: number): number {
  return paise / 100;
}
