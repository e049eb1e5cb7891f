import { readdirSync, readFileSync } from 'node:fs';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { isLedgerLineCode, ledgerLineSchema, type LedgerLine } from '#contract/wallet/ledger-lines';
import { migrationsList } from '../../db/migrations';
import { openOrm } from '../../db/orm';
import { ledgerLineParams } from '../../server/modules/wallet';
import { reverseCredit } from '../../server/modules/wallet/reverse-credit';
import type { Deps } from '../../server/modules/deps';
import { loadConfig } from '../../server/config';
import { createFreshDatabase } from '../fixtures/fresh-database';
import { gamesHelpers } from './games-helpers';
import { ledgerChecksOutAfterThisFile, ledgerLinesOf, moneyHelpers, useMoneyServer, type TestUser } from './money-helpers';

/**
 * Every ledger line is a code of server/contract/wallet/ledger-lines.ts with values its shape
 * accepts (decision 038): what the SQL functions write, what migration 0042 gave the rows before
 * it, and what each writer stores.
 */

const SQL_DIR = new URL('../../db/sql/', import.meta.url);
/** wallet_post_transfer's arguments: the line's code is the 9th (after the description). */
const LINE_CODE_ARGUMENT = 8;

/** The top-level arguments of each `wallet_post_transfer(…)` call in a function body. */
function transferCalls(definition: string): string[][] {
  const calls: string[][] = [];
  for (const match of definition.matchAll(/wallet_post_transfer\(/g)) {
    const args: string[] = [];
    let depth = 0;
    let current = '';
    let quoted = false;
    for (const char of definition.slice(match.index + match[0].length)) {
      if (char === "'") quoted = !quoted;
      if (!quoted && char === '(') depth += 1;
      if (!quoted && char === ')' && depth-- === 0) break;
      if (!quoted && char === ',' && depth === 0) {
        args.push(current.trim());
        current = '';
      } else current += char;
    }
    args.push(current.trim());
    calls.push(args);
  }
  return calls;
}

describe('ledger line codes: one table for SQL and TypeScript', () => {
  const files = readdirSync(SQL_DIR).filter((file) => file.endsWith('.sql'));
  // A definition's own header (`create … function wallet_post_transfer(p_idempotency_key varchar, …)`) is not a call.
  const calls = files.flatMap((file) =>
    transferCalls(readFileSync(new URL(file, SQL_DIR), 'utf8'))
      .filter((args) => !/\bvarchar\b/.test(args[0]!))
      .map((args) => ({ file, code: args[LINE_CODE_ARGUMENT]! })),
  );

  it('every line code a SQL function writes is in the table; any other is passed in from TypeScript, typed there', () => {
    const literal = calls.filter((call) => call.code.startsWith("'")).map((call) => ({ file: call.file, code: call.code.slice(1, -1) }));
    // The extraction itself is checked: these functions are known to write these lines.
    expect(literal).toEqual(expect.arrayContaining([{ file: 'wallet_post_transfer.sql', code: 'debt.recovered' }, { file: 'reward_place_order.sql', code: 'reward.bought' }]));
    expect(literal.filter((call) => !isLedgerLineCode(call.code))).toEqual([]);
    expect(calls.filter((call) => !call.code.startsWith("'") && call.code !== 'p_line_code')).toEqual([]);
  });

  it("every code migration 0042 gives an old row is in the table", () => {
    const migration = readFileSync(new URL('../../db/migrations/0042-ledger-line-codes.ts', import.meta.url), 'utf8');
    const codes = [...migration.matchAll(/code := '([^']+)'/g)].map((match) => match[1]!);
    expect(codes.length).toBeGreaterThan(20);
    expect(codes.filter((code) => !isLedgerLineCode(code))).toEqual([]);
  });
});

describe('migration 0042 on a ledger written before it', () => {
  /** Sentences the writers stored until now, with the line each becomes (the amount is the transfer's). */
  const OLD_ROWS: Array<[description: string, amountPaise: number, line: LedgerLine]> = [
    ['Promo code HELLO10', 1075, { code: 'promo.redeemed', values: { code: 'HELLO10' } }],
    ['VIP code VIP-7', 500, { code: 'promo.vip-redeemed', values: { code: 'VIP-7' } }],
    ['Withdrawal request: ₹1,000 Google Play code', 100_000, { code: 'withdrawal.requested', values: { amountPaise: 100_000 } }],
    ['Withdrawal ₹30 paid as a Google Play code', 3000, { code: 'withdrawal.paid', values: { amountPaise: 3000 } }],
    ['Withdrawal ₹12.50 rejected: Bounced: check your e-mail', 1250, { code: 'withdrawal.rejected', values: { amountPaise: 1250, reason: 'Bounced: check your e-mail' } }],
    ['Withdrawal ₹30 cancelled because the account was deleted', 3000, { code: 'withdrawal.cancelled', values: { amountPaise: 3000 } }],
    ['Reward: Google Play ₹10 (India)', 1000, { code: 'reward.bought', values: { product: 'Google Play ₹10 (India)' } }],
    ['Refund: Google Play ₹10 (India) (Code did not work)', 1000, { code: 'reward.refunded', values: { product: 'Google Play ₹10 (India)', reason: 'Code did not work' } }],
    ['Refund: 100 Diamonds (Cancelled because the account was deleted)', 8000, { code: 'reward.cancelled', values: { product: '100 Diamonds' } }],
    ['Adjustment: Goodwill credit', 2550, { code: 'adjustment', values: { reason: 'Goodwill credit' } }],
    ['Account deleted: remaining balance forfeited', 5000, { code: 'account.balance-forfeited', values: {} }],
    ['Taken towards what you owe', 300, { code: 'debt.recovered', values: {} }],
    ['Referral reward: a friend you invited qualified', 1000, { code: 'referral.reward', values: {} }],
    ['Welcome bonus: you joined through a friend’s invite', 500, { code: 'referral.welcome', values: {} }],
    ['Referral milestone: 10 friends qualified', 5000, { code: 'referral.milestone', values: { friends: 10 } }],
    ['Referral reward reversed by our team', 1000, { code: 'referral.reward-reversed', values: {} }],
    ['Welcome bonus reversed by our team', 500, { code: 'referral.welcome-reversed', values: {} }],
    ['Task reward: Install the app (v2) (submission #3)', 700, { code: 'task.reward', values: { task: 'Install the app (v2)', submission: 3 } }],
    ['ayeT-Studios: ₹4.20 pending for a user', 420, { code: 'offerwall.pending', values: { provider: 'ayetstudios', amountPaise: 420 } }],
    ['Offer completed on Partner offers', 420, { code: 'offerwall.released', values: { provider: 'generic' } }],
    ['Partner offers: ₹4.20 not released, the account was deleted', 420, { code: 'offerwall.not-released', values: { provider: 'generic', amountPaise: 420 } }],
    ['ayeT-Studios: ₹4.20 reversed by the provider', 200, { code: 'offerwall.reversed', values: { provider: 'ayetstudios', amountPaise: 420 } }],
    // A game's line said the admin's label; the new line states the prize itself.
    ['Spin & Win: ₹5', 500, { code: 'game.spin.won', values: { amountPaise: 500 } }],
    ['Daily Scratch Card: Jackpot!', 5000, { code: 'game.scratch.won', values: { amountPaise: 5000 } }],
    ["Flip & Win: It's TAIL!", 200, { code: 'game.flip.won', values: { side: 'TAIL' } }],
    ['Guess the Number: guessed 42', 500, { code: 'game.guess.won', values: { number: 42 } }],
    ['Daily login: day 3 of 30', 100, { code: 'game.daily-login', values: { day: 3, days: 30 } }],
    // Nothing reads these: they are kept as they were, shown in English.
    ['test prize', 100, { code: 'legacy', values: { text: 'test prize' } }],
    ['Withdrawal request: ₹50', 5000, { code: 'legacy', values: { text: 'Withdrawal request: ₹50' } }],
  ];

  const database = { drop: async () => {} };
  afterAll(() => database.drop());

  it('gives each row the line its sentence says, the same on both entries, and keeps the sentence', async () => {
    const fresh = await createFreshDatabase(inject('postgresAdminUrl'));
    database.drop = fresh.drop;
    const orm = await openOrm(fresh.url, 1);
    try {
      const names = migrationsList.map((migration) => migration.name);
      await orm.getMigrator().up({ to: names[names.indexOf('Migration0042LedgerLineCodes') - 1]! });
      const run = (statement: string, params: unknown[] = []): Promise<any[]> => orm.em.fork().getConnection().execute(statement, params);
      const now = new Date('2026-01-10T10:00:00.000Z');
      const [user] = await run(`insert into users (name, email, password_hash, created_at) values ('Old Ledger', 'old-ledger@example.com', 'x', ?) returning id`, [now]);
      for (const [index, [description, amountPaise]] of OLD_ROWS.entries()) {
        await run(`select * from wallet_post_transfer(?, 'adjustment', null, 'adjustments', ?, null, ?, ?, null, null, ?)`, [`old-${index}`, user.id, amountPaise, description, now]);
      }

      await orm.getMigrator().up();

      const transfers = await run(`select idempotency_key, description, line_code, line_values from ledger_transfers order by idempotency_key`);
      const byKey = new Map(transfers.map((row) => [row.idempotency_key as string, row]));
      expect(OLD_ROWS.map(([description], index) => ({ description, line: { code: byKey.get(`old-${index}`)?.line_code, values: byKey.get(`old-${index}`)?.line_values } }))).toEqual(
        OLD_ROWS.map(([description, , line]) => ({ description, line })),
      );
      for (const [, , line] of OLD_ROWS) expect(ledgerLineSchema.safeParse(line).success, line.code).toBe(true);
      expect(await run(`select count(*)::int as unlike from ledger_entries e join ledger_transfers t on t.id = e.transfer_id where e.line_code <> t.line_code or e.line_values <> t.line_values`)).toEqual([{ unlike: 0 }]);
      // The ledger is append-only again.
      await expect(run(`update ledger_transfers set line_code = 'legacy'`)).rejects.toThrow(/append-only/);
      // Where the sentence is read back, the English wording is the sentence itself (games and unread sentences aside).
      const reworded = OLD_ROWS.filter(([, , line]) => !line.code.startsWith('game.') && line.code !== 'legacy').filter(([description, , line]) => ledgerLineParams(line)[0] !== description);
      expect(reworded).toEqual([]);
    } finally {
      await orm.close();
    }
  });
});

describe('each writer stores a known line with valid values', () => {
  const ctx = useMoneyServer();
  const money = moneyHelpers(ctx);
  const games = gamesHelpers(() => ctx.t);
  const deps = (): Deps => ({
    em: ctx.t.server.orm.em.fork(),
    clock: ctx.t.clock,
    config: loadConfig({ NODE_ENV: 'test', DATABASE_URL: ctx.t.databaseUrl, PUBLIC_URL: 'http://localhost:3000', ADMIN_URL: 'http://localhost:3001' }),
  });

  /** The user's newest line of a transfer kind, as stored. */
  async function newestLine(userId: string, kind: string): Promise<{ line: LedgerLine; description: string }> {
    const [row] = await money.db(
      `select e.line_code, e.line_values, e.description from ledger_entries e join wallet_accounts a on a.id = e.account_id where a.user_id = ? and e.kind = ? order by e.created_at desc, e.id desc limit 1`,
      [userId, kind],
    );
    expect(row, kind).toBeDefined();
    return { line: { code: row.line_code, values: row.line_values } as LedgerLine, description: row.description };
  }

  /** Each writer the tests can drive, and the line it should store (the newest of its kind for the user). */
  const WRITERS: Array<{ writer: string; kind: string; act: (user: TestUser) => Promise<LedgerLine> }> = [
    {
      writer: 'adjust-balance.ts (add)',
      kind: 'adjustment',
      act: async (user) => {
        await money.fund(user.id, 100);
        return { code: 'adjustment', values: { reason: 'test funding' } };
      },
    },
    {
      writer: 'promo_redeem (SQL)',
      kind: 'promo',
      act: async (user) => {
        const code = `LINES-${user.id.slice(0, 8)}`.toUpperCase();
        await money.promo({ code, amount: 2.5 });
        expect((await money.redeemPromo(user, code)).statusCode).toBe(200);
        return { code: 'promo.redeemed', values: { code } };
      },
    },
    {
      writer: 'redeem_request_withdrawal (SQL)',
      kind: 'withdrawal-hold',
      act: async (user) => {
        await money.fund(user.id, 30);
        await money.pendingRequest(user, 30);
        return { code: 'withdrawal.requested', values: { amountPaise: 3000 } };
      },
    },
    {
      writer: 'resolve-redeem-request.ts (reject)',
      kind: 'withdrawal-release',
      act: async (user) => {
        await money.fund(user.id, 30);
        expect((await money.reject(await money.pendingRequest(user, 30), { reason: 'Mailbox full' })).statusCode).toBe(200);
        return { code: 'withdrawal.rejected', values: { amountPaise: 3000, reason: 'Mailbox full' } };
      },
    },
    {
      writer: 'claim-daily-login.ts',
      kind: 'game-prize',
      act: async (user) => {
        expect((await games.post('/api/daily-login/claim', user)).statusCode).toBe(200);
        return { code: 'game.daily-login', values: { day: 1, days: 30 } };
      },
    },
    {
      writer: 'flip-coin.ts (a win)',
      kind: 'game-prize',
      act: async (user) => {
        await games.gamesState(user);
        const drawn = await games.nextOutcome(user.id, 'flip');
        if (drawn.game !== 'flip') throw new Error('not a flip');
        expect((await games.post('/api/games/flip', user, { side: drawn.side })).statusCode).toBe(200);
        return { code: 'game.flip.won', values: { side: drawn.side } };
      },
    },
    {
      writer: 'wallet_post_transfer (SQL: an earning pays a debt first)',
      kind: 'debt-recovery',
      act: async (user) => {
        await reverseCredit(deps(), {
          userId: user.id,
          amountPaise: 100,
          to: 'referrals',
          line: { code: 'referral.reward-reversed', values: {} },
          reason: 'Reversed by a test',
          source: { kind: 'referral', ref: user.id },
          idempotencyKey: `lines-debt:${user.id}`,
        });
        // An admin's adjustment pays no debt; a game's prize does.
        expect((await games.post('/api/daily-login/claim', user)).statusCode).toBe(200);
        return { code: 'debt.recovered', values: {} };
      },
    },
  ];

  it.each(WRITERS)('$writer', async ({ kind, act }) => {
    const user = await ctx.t.createUser();
    const expected = await act(user);
    const stored = await newestLine(user.id, kind);
    expect(stored.line).toEqual(expected);
    expect(stored.description).toBe(ledgerLineParams(stored.line)[0]);
  });

  it('every line this file wrote is valid', async () => {
    expect(await ledgerLinesOf(ctx)).toEqual({ unknown: [], misworded: [] });
  });

  ledgerChecksOutAfterThisFile(ctx);
});
