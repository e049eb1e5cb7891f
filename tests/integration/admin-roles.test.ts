import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Admin, AuditEntry, PromoCode } from '../../db/entities';
import { formatRupees } from '#contract/money-format';
import { PROMO_MESSAGES } from '#contract/promo/schemas';
import { DEFAULT_CONTENT_PROMO_LIMIT_PAISE, SETTINGS_MESSAGES } from '#contract/settings/schemas';
import { runAdminCli } from './run-cli';
import { checkEveryResponse, expectRestError } from './assertions';
import { createTestServer, trpcData, trpcError, type TestServer } from './harness';
import { createRoleAdmin, type RoleAdmin } from './role-admins';


let t: TestServer;
let owner: RoleAdmin;
let content: RoleAdmin;
let finance: RoleAdmin;

beforeAll(async () => {
  t = await createTestServer();
  owner = await createRoleAdmin(t, 'owner');
  content = await createRoleAdmin(t, 'content');
  finance = await createRoleAdmin(t, 'finance');
});
afterAll(() => t?.close());
checkEveryResponse(() => t);

let codeCounter = 0;
const createCode = async (admin: RoleAdmin, fields: { amountPaise: number; maxUses?: number | null }) => {
  codeCounter += 1;
  return t.trpcMutation('admin', 'promoCodes.create', { code: `LIMIT${codeCounter}`, ...fields }, { token: await admin.token() });
};

describe("the content role's promo-code limit (the owner's setting)", () => {
  it('starts at ₹1,000 in total; a content admin may create codes within it, not above it nor without a use limit, with the limit named', async () => {
    expect(DEFAULT_CONTENT_PROMO_LIMIT_PAISE).toBe(100_000);
    const settings = trpcData(await t.trpcQuery('admin', 'settings.get', undefined, { token: await owner.token() }));
    expect(settings.contentPromoLimitPaise).toBe(DEFAULT_CONTENT_PROMO_LIMIT_PAISE);

    // ₹10 × 100 uses = ₹1,000: exactly the limit.
    expect((await createCode(content, { amountPaise: 1000, maxUses: 100 })).statusCode).toBe(200);
    const before = await t.server.orm.em.fork().count(PromoCode, {});
    for (const fields of [{ amountPaise: 1000, maxUses: 101 }, { amountPaise: 500 }, { amountPaise: 500, maxUses: null }]) {
      const refused = await createCode(content, fields);
      expect(refused.statusCode, JSON.stringify(fields)).toBe(403);
      const error = trpcError(refused) as ReturnType<typeof trpcError> & { data: { params: unknown } };
      expect(error.data.appCode).toBe('promo.over-content-limit');
      expect(error.data.params).toEqual({ limitPaise: DEFAULT_CONTENT_PROMO_LIMIT_PAISE });
      expect(error.message).toBe(PROMO_MESSAGES.overContentLimit(DEFAULT_CONTENT_PROMO_LIMIT_PAISE));
      expect(error.message).toContain(formatRupees(DEFAULT_CONTENT_PROMO_LIMIT_PAISE));
    }
    expect(await t.server.orm.em.fork().count(PromoCode, {})).toBe(before);

    // The documented REST path answers the same refusal (its amounts in rupees).
    expectRestError(
      await t.request('admin', { method: 'POST', url: '/api/admin/promocodes', token: await content.token(), payload: { code: 'RESTNOLIMIT', amount: 5 } }),
      403,
      PROMO_MESSAGES.overContentLimit(DEFAULT_CONTENT_PROMO_LIMIT_PAISE),
    );
  });

  it('finance and the owner are not limited by it', async () => {
    expect((await createCode(finance, { amountPaise: 50_000 })).statusCode).toBe(200);
    expect((await createCode(owner, { amountPaise: 50_000, maxUses: 1000 })).statusCode).toBe(200);
  });

  it('the owner changes it (audited; the refusal then names the new limit); a bad limit is refused; the public settings never show it', async () => {
    const changed = await t.trpcMutation('admin', 'settings.updateContentPromoLimit', { contentPromoLimitPaise: 200_000 }, { token: await owner.token() });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(trpcData(changed).contentPromoLimitPaise).toBe(200_000);
    const audit = await t.server.orm.em.fork().findOneOrFail(AuditEntry, { action: 'settings.content-promo-limit' });
    expect(audit).toMatchObject({ admin: { id: owner.id }, before: null, after: { contentPromoLimitPaise: 200_000 } });

    expect((await createCode(content, { amountPaise: 1000, maxUses: 150 })).statusCode).toBe(200);
    const over = await createCode(content, { amountPaise: 1000, maxUses: 201 });
    expect(trpcError(over).message).toBe(PROMO_MESSAGES.overContentLimit(200_000));

    for (const bad of [-1, 1.5, 10_000_001, 'lots']) {
      const refused = await t.trpcMutation('admin', 'settings.updateContentPromoLimit', { contentPromoLimitPaise: bad }, { token: await owner.token() });
      expect(refused.statusCode, String(bad)).toBe(400);
      expect(trpcError(refused).message).toContain(SETTINGS_MESSAGES.promoLimitInvalid);
    }
    // Only the owner sets it.
    expect((await t.trpcMutation('admin', 'settings.updateContentPromoLimit', { contentPromoLimitPaise: 10_000_000 }, { token: await content.token() })).statusCode).toBe(403);

    const publicSettings = trpcData(await t.trpcQuery('public', 'settings.content'));
    expect(publicSettings).not.toHaveProperty('contentPromoLimitPaise');
  });
});

// Each run starts a Node process with tsx: seconds each, more on a busy machine.
describe('npm run admin:create -- --role', () => {
  const cli = (args: string[]) => runAdminCli(t.databaseUrl, args);
  const roleOf = async (email: string) => (await t.server.orm.em.fork().findOneOrFail(Admin, { email })).role;
  const signIn = (email: string, password: string) => t.request('admin', { method: 'POST', url: '/api/admin/login', payload: { email, password } });

  it('creates an admin with the role given (an owner without one), which the session names', async () => {
    const created = await cli(['--email', 'new-support@example.com', '--password', 'a-long-support-password', '--role', 'Support']);
    expect(created).toMatchObject({ code: 0, stderr: '' });
    expect(created.stdout).toContain('Admin new-support@example.com created with the support role.');
    expect(await roleOf('new-support@example.com')).toBe('support');
    const token = (await signIn('new-support@example.com', 'a-long-support-password')).json().token;
    expect(trpcData(await t.trpcQuery('admin', 'adminAuth.session', undefined, { token }))).toMatchObject({ email: 'new-support@example.com', role: 'support' });

    const defaulted = await cli(['--email', 'new-owner@example.com', '--password', 'a-long-owner-password']);
    expect(defaulted.stdout).toContain('created with the owner role.');
    expect(await roleOf('new-owner@example.com')).toBe('owner');
  }, 120_000);

  it("changes an existing admin's role alone (password and sessions kept), audited without an acting admin; the new role applies at once", async () => {
    const token = (await signIn(content.email, content.password)).json().token;
    expect((await t.request('admin', { method: 'GET', url: '/api/admin/users', token })).statusCode).toBe(403);

    const changed = await cli(['--email', content.email, '--role', 'finance']);
    expect(changed).toMatchObject({ code: 0, stderr: '' });
    expect(changed.stdout).toContain(`Role of admin ${content.email} changed to finance.`);
    expect(changed.stdout).not.toContain('Password');
    expect(await roleOf(content.email)).toBe('finance');
    const audit = await t.server.orm.em.fork().findOneOrFail(AuditEntry, { action: 'admin.role-change', targetId: content.id });
    expect(audit).toMatchObject({ admin: null, targetType: 'admin', before: { role: 'content' }, after: { role: 'finance' } });
    // The open session now has the finance role; the password still signs in.
    expect((await t.request('admin', { method: 'GET', url: '/api/admin/users', token })).statusCode).toBe(200);
    expect((await signIn(content.email, content.password)).statusCode).toBe(200);

    const again = await cli(['--email', content.email, '--role', 'finance']);
    expect(again.stdout).toContain(`Admin ${content.email} already has the finance role.`);
    expect(await t.server.orm.em.fork().count(AuditEntry, { action: 'admin.role-change', targetId: content.id })).toBe(1);
    await cli(['--email', content.email, '--role', 'content']);
  }, 120_000);

  it('refuses an unknown role, and a role beside --reset-2fa, with a clear message and a failing exit code', async () => {
    const unknown = await cli(['--email', 'wizard@example.com', '--role', 'wizard']);
    expect(unknown.code).toBe(1);
    expect(unknown.stderr).toContain('Unknown role "wizard": choose one of owner, finance, support, content.');
    expect(unknown.stderr).toContain('--role owner|finance|support|content');
    expect(await t.server.orm.em.fork().count(Admin, { email: 'wizard@example.com' })).toBe(0);

    const withReset = await cli(['--email', owner.email, '--reset-2fa', '--role', 'support']);
    expect(withReset.code).toBe(1);
    expect(withReset.stderr).toContain('--reset-2fa keeps the password and the role');
    expect(await roleOf(owner.email)).toBe('owner');
  }, 120_000);
});
