import { ledgerLineSchema, type LedgerLine } from '#contract/wallet/ledger-lines';

/**
 * A ledger row's line as read back (decision 038). A stored line its code's shape no longer accepts
 * (a code's values changed without a migration) is shown as its stored English text rather than
 * failing the whole history.
 */
export function storedLine(row: { line_code: string; line_values: unknown; description: string }): LedgerLine {
  const parsed = ledgerLineSchema.safeParse({ code: row.line_code, values: row.line_values });
  return parsed.success ? parsed.data : { code: 'legacy', values: { text: row.description } };
}
