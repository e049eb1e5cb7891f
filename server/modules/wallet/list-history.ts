import type { Deps } from '../deps';
import type { HistoryEntry } from '#contract/wallet/schemas';
import { sql } from '../sql';
import type { Row } from '../../../db/row-types.gen';
import { ledgerLineText } from '#i18n/ledger-line-wording';
import { storedLine } from './stored-line';
import type { LedgerLineCode } from '#contract/wallet/ledger-lines';

/**
 * The prizes of provably fair draws: their entries' `reference` is the play's id (the games' `payPrize`),
 * so the history links each to "Check this play". The daily login draws nothing (its reference is the day).
 */
const FAIR_PLAY_LINE_CODES: ReadonlySet<LedgerLineCode> = new Set(['game.spin.won', 'game.scratch.won', 'game.flip.won', 'game.guess.won']);

export async function listHistory(deps: Deps, input: { userId: string; page: number; pageSize: number }) {
  const rows = await sql<Pick<Row<'ledger_entries'>, 'id' | 'description' | 'line_code' | 'line_values' | 'amount' | 'kind' | 'reference' | 'promo_code' | 'created_at'> & { total: string }>(
    deps.em,
    `select e.id, e.description, e.line_code, e.line_values, e.amount, e.kind, e.reference, e.promo_code, e.created_at, count(*) over () as total
     from ledger_entries e join wallet_accounts a on a.id = e.account_id
     where a.user_id = ? order by e.created_at desc, e.id desc limit ? offset ?`,
    [input.userId, input.pageSize, (input.page - 1) * input.pageSize],
  );
  const entries: HistoryEntry[] = rows.map((row) => {
    const line = storedLine(row);
    return {
      id: String(row.id),
      line,
      description: ledgerLineText(line, 'en'),
      amountPaise: Number(row.amount),
      kind: row.kind,
      promoCode: row.promo_code,
      createdAt: new Date(row.created_at),
      playId: row.kind === 'game-prize' && FAIR_PLAY_LINE_CODES.has(line.code) ? row.reference : null,
    };
  });
  const total = rows[0] ? Number(rows[0].total) : input.page === 1 ? 0 : await countHistory(deps, input.userId);
  return { entries, total, page: input.page, pageSize: input.pageSize };
}

async function countHistory(deps: Deps, userId: string): Promise<number> {
  const [row] = await sql<{ total: string }>(deps.em, `select count(*) as total from ledger_entries e join wallet_accounts a on a.id = e.account_id where a.user_id = ?`, [userId]);
  return Number(row?.total ?? 0);
}
