import type { TestServer } from './harness';

/**
 * What a refused request may legitimately write, and so what a "nothing changed" check leaves out.
 * Everything else in the public schema must be byte-for-byte the same before and after.
 */
const NOT_COMPARED: Record<string, string> = {
  // Rate-limit counters count requests, refused ones included: that is their job (decision 006).
  rate_limit_buckets: 'counts every request by design',
  // The job scheduler records each run of a scheduled job on its own timetable; no request writes it.
  recurring_job_runs: 'written by the scheduler, not by requests',
};

/**
 * Compared by row count only: every signed-in request, refused or not, first resolves its
 * session, and resolving slides the session's `last_used_at` / `expires_at` forward (decision 002).
 * A new or ended session still shows as a changed count.
 */
const COUNT_ONLY: Record<string, string> = {
  sessions: 'sliding expiry on every signed-in request',
  admin_sessions: 'sliding expiry on every signed-in request',
};

export interface DatabaseSnapshot {
  /** Per table: its row count and, unless COUNT_ONLY, a digest of every row's text. */
  tables: Record<string, { rows: number; digest?: string }>;
  /** Sum of every user's balance, in paise. */
  userBalancesPaise: number;
  ledgerEntries: number;
}

/** Row counts and row digests of every table in the public schema (found at run time, so new tables are included). */
export async function snapshotDatabase(t: TestServer): Promise<DatabaseSnapshot> {
  const connection = t.server.orm.em.fork().getConnection();
  const names = (await connection.execute<Array<{ tablename: string }>>(`select tablename from pg_tables where schemaname = 'public' order by tablename`))
    .map((row) => row.tablename)
    .filter((name) => !(name in NOT_COMPARED));
  const tables: DatabaseSnapshot['tables'] = {};
  for (const name of names) {
    const quoted = `"${name.replace(/"/g, '""')}"`;
    const [row] = await connection.execute<Array<{ rows: number; digest: string }>>(
      name in COUNT_ONLY
        ? `select count(*)::int as rows from ${quoted}`
        : `select count(*)::int as rows, md5(coalesce(string_agg(t::text, '|' order by t::text), '')) as digest from ${quoted} t`,
    );
    tables[name] = name in COUNT_ONLY ? { rows: row!.rows } : { rows: row!.rows, digest: row!.digest };
  }
  const [money] = await connection.execute<Array<{ balances: string | null; entries: number }>>(
    `select (select sum(balance) from wallet_accounts where kind = 'user') as balances, (select count(*)::int from ledger_entries) as entries`,
  );
  return { tables, userBalancesPaise: Number(money!.balances ?? 0), ledgerEntries: money!.entries };
}
