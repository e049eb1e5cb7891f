import { existsSync, readdirSync, readFileSync } from 'node:fs';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isRefusalCode, REFUSALS } from '#contract/errors';
import { PROMO_REDEEM_REFUSALS } from '../../server/modules/promo/redeem-promo-code';
import { withdrawalRefusals } from '../../server/modules/redeem/request-withdrawal';
import { REWARD_ORDER_REFUSALS } from '../../server/modules/rewards/place-reward-order';
import type { RefusalErrors } from '../../server/modules/wallet/money-refusal';
import { LEDGER_REFUSALS } from '../../server/modules/wallet/post-transfer';
import { createTestServer, trpcError, type TestServer } from './harness';

/**
 * The refusal keys a function body raises: every string literal in the DETAIL of a `raise … using`
 * (`detail = 'promo.unknown'`, or a `case … then 'promo.expired' else 'promo.not-today' end`).
 */
function refusalKeysIn(definition: string): string[] {
  return [...definition.matchAll(/\bdetail\s*=\s*([^;]*?)\s*(?:,\s*(?:hint|message|errcode)\s*=|;)/gi)].flatMap((detail) =>
    [...detail[1]!.matchAll(/'([^']*)'/g)].map((literal) => literal[1]!),
  );
}

const SQL_DIR = new URL('../../db/sql/', import.meta.url);

/** Each money function and the table its calling operation turns its refusals into errors with. */
const HANDLERS: Record<string, RefusalErrors> = {
  wallet_post_transfer: LEDGER_REFUSALS,
  promo_redeem: PROMO_REDEEM_REFUSALS,
  redeem_request_withdrawal: withdrawalRefusals(3000, [3000]),
  reward_place_order: REWARD_ORDER_REFUSALS,
};

async function liveFunctions(databaseUrl: string): Promise<Array<{ name: string; definition: string }>> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ name: string; definition: string }>(
      `select p.proname as name, pg_get_functiondef(p.oid) as definition
         from pg_proc p join pg_namespace n on n.oid = p.pronamespace
        where n.nspname = 'public' and p.prokind = 'f'`,
    );
    return rows;
  } finally {
    await client.end();
  }
}

let t: TestServer;

beforeAll(async () => {
  t = await createTestServer();
});
afterAll(() => t.close());

describe('refusal codes: one list for SQL and TypeScript', () => {
  it('every refusal key the live SQL functions can raise is in the refusal list', async () => {
    const raised = (await liveFunctions(t.databaseUrl)).flatMap((row) => refusalKeysIn(row.definition).map((key) => `${row.name}: ${key}`));
    // The extraction itself is checked: these functions are known to refuse.
    expect(raised).toEqual(expect.arrayContaining(['promo_redeem: promo.not-today', 'wallet_post_transfer: insufficient-balance', 'redeem_request_withdrawal: redeem.unavailable']));
    expect(raised.filter((entry) => !isRefusalCode(entry.split(': ')[1]!))).toEqual([]);
  });

  it('the operation calling each money function handles every key it can raise (an unhandled one would be a 500)', async () => {
    const refusing = (await liveFunctions(t.databaseUrl)).filter((row) => refusalKeysIn(row.definition).length > 0);
    expect(refusing.map((row) => row.name).sort()).toEqual(Object.keys(HANDLERS).sort());
    const unhandled = refusing.flatMap((row) => refusalKeysIn(row.definition).filter((key) => !isRefusalCode(key) || !HANDLERS[row.name]![key]).map((key) => `${row.name}: ${key}`));
    expect(unhandled).toEqual([]);
  });

  it('every refusal key in db/sql/*.sql is in the refusal list', () => {
    // The function bodies' own files, where they exist; the live check above covers them either way.
    const files = existsSync(SQL_DIR) ? readdirSync(SQL_DIR).filter((file) => file.endsWith('.sql')) : [];
    const unknown = files.flatMap((file) => refusalKeysIn(readFileSync(new URL(file, SQL_DIR), 'utf8')).filter((key) => !isRefusalCode(key)).map((key) => `${file}: ${key}`));
    expect(unknown).toEqual([]);
  });

  it('every refusal maps to a client error class', () => {
    for (const [code, refusal] of Object.entries(REFUSALS)) expect(refusal.status, code).not.toMatch(/^(INTERNAL|UNAVAILABLE)$/);
  });
});

describe('a refusal on the wire', () => {
  it('tRPC error data carries the appCode and its params; REST adds the code beside the English message', async () => {
    const user = await t.createUser();
    const trpc = await t.trpcMutation('public', 'redeem.request', { amountPaise: 3000, email: user.email }, { token: user.token });
    expect(trpc.statusCode).toBe(400);
    expect(trpcError(trpc).data).toMatchObject({ appCode: 'insufficient-balance', params: null, httpStatus: 400 });
    expect(trpcError(trpc).message).toBe('Insufficient balance');

    const rest = await t.request('public', { method: 'POST', url: '/api/wallet/redeem-promo', token: user.token, payload: { code: 'NO-SUCH-CODE' } });
    expect(rest.statusCode).toBe(404);
    expect(rest.json()).toEqual({ message: REFUSALS['promo.unknown'].text, code: 'promo.unknown' });
  });

  it('a refusal with parameters sends them, so a client can word it itself', async () => {
    const admin = await t.adminToken();
    const user = await t.createUser();
    const setOption = (input: Record<string, unknown>) => t.trpcMutation('admin', 'redeemRequests.updateOption', input, { token: admin });
    expect((await setOption({ amountPaise: 3000, isAvailable: false, unavailableReason: 'out of stock' })).statusCode).toBe(200);
    try {
      const refused = await t.trpcMutation('public', 'redeem.request', { amountPaise: 3000, email: user.email }, { token: user.token });
      expect(trpcError(refused).data).toMatchObject({ appCode: 'redeem.unavailable', params: { amountPaise: 3000, reason: 'out of stock' }, httpStatus: 400 });
      expect(trpcError(refused).message).toBe(REFUSALS['redeem.unavailable'].text({ amountPaise: 3000, reason: 'out of stock' }));
    } finally {
      await setOption({ amountPaise: 3000, isAvailable: true });
    }
  });
});
