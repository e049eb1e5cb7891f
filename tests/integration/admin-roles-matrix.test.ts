import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCESS } from '#contract/admin-auth/access';
import { ADMIN_ROLES, mayCall, ROLE_MESSAGES, rolesAllowed, type AdminAccess, type AdminRole } from '#contract/admin-auth/roles';
import { proofImagePath } from '#contract/tasks/schemas';
import { UPLOAD_ROUTE } from '../../server/http/content-routes';
import { allRestRoutes } from '../../server/rest';
import type { AdminRestRoute } from '../../server/rest/define-route';
import { adminRouter } from '../../server/trpc/routers';
import { fillPath, listProcedures, readOpenApiOperations, type ProcedureInfo } from './api-surface';
import { checkEveryResponse } from './assertions';
import { snapshotDatabase } from './db-snapshot';
import { createTestServer, trpcError, type TestServer } from './harness';
import { createRoleAdmin, type RoleAdmin } from './role-admins';

/**
 * Who may call what among admins (issue 31, decision 046), generated from the admin router and the
 * REST table: every admin procedure and /api/admin/* path × every role, signed in as that role,
 * allowed or refused exactly as the procedure declares; and for the procedures that move money or
 * change the rules, against the table below, so a declaration that hands support a payout fails here.
 */

/** Admin procedures not built on `adminProcedure`, so outside the roles, each with why. */
const NOT_ROLE_GATED: Record<string, string> = {
  'adminAuth.session': 'answers null when signed out: how the admin SPA shows its login',
  'adminAuth.signIn': 'admin sign-in',
  'adminAuth.twoFactor.beginEnrolment': "an admin enrols their own second factor, whatever their role (also before their first session)",
  'adminAuth.twoFactor.confirmEnrolment': "an admin enrols their own second factor, whatever their role (also before their first session)",
  'adminAccounts.invitation': 'the mailed invitation link is the credential, opened before the invitee has an account (decision 051)',
  'adminAccounts.acceptInvitation': 'the mailed invitation link is the credential; it leads to enrolment, never to a session (decision 051)',
};

/**
 * The owner's alone: running the site (switches, settings, prize tables, scheduled changes, offerwall
 * rates, the audit log). Listed by hand so a procedure that forgot its declaration is noticed: every
 * other admin procedure declares a role, and exactly these declare `ACCESS.ownerOnly`.
 */
const OWNER_ONLY = [
  'adminAccounts.changeRole',
  'adminAccounts.disable',
  'adminAccounts.enable',
  'adminAccounts.invite',
  'adminAccounts.list',
  'adminAccounts.revokeInvitation',
  'audit.list',
  'approvals.updateThresholds',
  'capabilities.impact',
  'capabilities.set',
  'changes.cancel',
  'changes.list',
  'changes.schedule',
  'games.list',
  'games.update',
  'offerwalls.list',
  'offerwalls.update',
  'referrals.updateSettings',
  'settings.get',
  'settings.updateAds',
  'settings.updateContentPromoLimit',
  'settings.updateSponsoredPartners',
];

/**
 * Procedures that move money, hand out value or change what users are paid: exactly who may call
 * them, written out here independently of the declarations. Support moves no money but approves
 * task submissions (the product spec gives it task reviews; content writes the tasks, so no one
 * role both sets a reward and pays it).
 */
const MONEY_MOVING: Record<string, readonly AdminRole[]> = {
  'wallet.adjustBalance': ['owner', 'finance'],
  'wallet.checkLedger': ['owner', 'finance'],
  'redeemRequests.complete': ['owner', 'finance'],
  'redeemRequests.reject': ['owner', 'finance'],
  'redeemRequests.revealCode': ['owner', 'finance'],
  'redeemRequests.updateOption': ['owner', 'finance'],
  'rewardOrders.fulfil': ['owner', 'finance'],
  'rewardOrders.reject': ['owner', 'finance'],
  'rewardOrders.reissue': ['owner', 'finance'],
  'rewards.create': ['owner', 'finance'],
  'rewards.update': ['owner', 'finance'],
  'rewards.uploadCodes': ['owner', 'finance'],
  'rewards.codes': ['owner', 'finance'],
  // What a linked product or withdrawal buys from the gift-card provider, and the catalogue it is chosen from.
  'providerCatalogue.link': ['owner', 'finance'],
  'providerCatalogue.sync': ['owner', 'finance'],
  'vip.refund': ['owner', 'finance'],
  'referrals.approve': ['owner', 'finance'],
  'referrals.reject': ['owner', 'finance'],
  'referrals.reverse': ['owner', 'finance'],
  'referrals.setCanRefer': ['owner', 'finance'],
  'promoCodes.create': ['owner', 'finance', 'content'],
  'promoCodes.toggle': ['owner', 'finance', 'content'],
  'tasks.approve': ['owner', 'support'],
  'tasks.bulkApprove': ['owner', 'support'],
  'tasks.create': ['owner', 'content'],
  'tasks.update': ['owner', 'content'],
  'users.toggleBlock': ['owner', 'support'],
  'games.update': ['owner'],
  'changes.schedule': ['owner'],
  'capabilities.set': ['owner'],
  'offerwalls.update': ['owner'],
  'referrals.updateSettings': ['owner'],
  'settings.updateContentPromoLimit': ['owner'],
};

/** The admin paths served beside the REST table (multipart, images), with what they check. */
const OUTSIDE_THE_TABLE: Record<string, AdminAccess> = {
  [`POST ${UPLOAD_ROUTE}`]: ACCESS.content,
  [`GET ${proofImagePath('{id}')}`]: ACCESS.support,
};

const PATH_VALUES = { id: '00000000-0000-4000-8000-000000000000', slug: 'about', game: 'spin', provider: 'generic' };

let t: TestServer;
const admins = {} as Record<AdminRole, RoleAdmin>;

beforeAll(async () => {
  t = await createTestServer({}, { capabilities: ['store', 'tasks'] });
  for (const role of ADMIN_ROLES) admins[role] = await createRoleAdmin(t, role);
  // Signed in before the snapshots: a sign-in writes a session and an audit entry.
  for (const role of ADMIN_ROLES) await admins[role].token();
});
afterAll(() => t?.close());
checkEveryResponse(() => t);

const procedureAccess = (path: string): AdminAccess | undefined =>
  (adminRouter._def.procedures as unknown as Record<string, { _def: { meta?: { admins?: AdminAccess } } }>)[path]?._def.meta?.admins;

const gated = (): ProcedureInfo[] => listProcedures('admin').filter((procedure) => !(procedure.path in NOT_ROLE_GATED));

/** The procedure a REST row calls first: its handler run against a caller that records the path and stops. */
async function procedureOfRow(route: AdminRestRoute): Promise<string> {
  const stop = new Error('recorded');
  const seen: string[] = [];
  const recorder = (path: string[]): unknown =>
    new Proxy(() => undefined, {
      get: (_target, key) => (typeof key === 'string' ? recorder([...path, key]) : undefined),
      apply: () => {
        seen.push(path.join('.'));
        return Promise.reject(stop);
      },
    });
  await route.handle(recorder([]) as never, { params: PATH_VALUES, query: {}, body: {}, bodySent: true, headers: {} }).catch((error: unknown) => {
    if (error !== stop) throw error;
  });
  if (!seen[0]) throw new Error(`${route.method} ${route.path} called no procedure`);
  return seen[0];
}

/** A role refusal: 403, the code, and a message naming the roles that may. */
function roleRefusalProblems(label: string, response: LightMyRequestResponse, access: AdminAccess | undefined, kind: 'trpc' | 'rest'): string[] {
  const expected = ROLE_MESSAGES.roleRequired(rolesAllowed(access));
  if (response.statusCode !== 403) return [`${label} → ${response.statusCode}, expected 403: ${response.body.slice(0, 160)}`];
  if (kind === 'rest') return response.json().message === expected ? [] : [`${label}: message ${response.body} does not name ${rolesAllowed(access).join(', ')}`];
  const error = trpcError(response) as ReturnType<typeof trpcError> & { data: { params: { roles?: string[] } | null } };
  const problems: string[] = [];
  if (error.data.appCode !== 'admin-auth.role-required') problems.push(`${label}: code ${error.data.appCode}`);
  if (error.message !== expected) problems.push(`${label}: message "${error.message}", expected "${expected}"`);
  if (JSON.stringify(error.data.params?.roles) !== JSON.stringify(rolesAllowed(access))) problems.push(`${label}: params ${JSON.stringify(error.data.params)}`);
  return problems;
}

/** Anything but a role refusal (a 400 for the empty input, a 404 for the unknown id, or an answer). */
function allowedProblems(label: string, response: LightMyRequestResponse, access: AdminAccess | undefined, kind: 'trpc' | 'rest'): string[] {
  if (response.statusCode === 401) return [`${label} → 401: ${response.body.slice(0, 160)}`];
  if (response.statusCode !== 403) return [];
  const refused = kind === 'trpc' ? trpcError(response).data.appCode === 'admin-auth.role-required' : response.json().message === ROLE_MESSAGES.roleRequired(rolesAllowed(access));
  return refused ? [`${label} → refused: ${response.body.slice(0, 160)}`] : [];
}

function callProcedure(procedure: ProcedureInfo, token: string) {
  const input = procedure.input ? {} : undefined;
  return procedure.type === 'query' ? t.trpcQuery('admin', procedure.path, input, { token }) : t.trpcMutation('admin', procedure.path, input, { token });
}

interface AdminPath {
  key: string;
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  path: string;
  access: AdminAccess | undefined;
  procedure: string | null;
}

/** Every documented /api/admin/* path but the login, with the access of the procedure it calls (or its own, beside the table). */
async function adminPaths(): Promise<AdminPath[]> {
  const rows = allRestRoutes.filter((route): route is AdminRestRoute => route.origin === 'admin' && route.auth === 'admin');
  const paths: AdminPath[] = [];
  for (const route of rows) {
    const procedure = await procedureOfRow(route);
    paths.push({ key: `${route.method} ${route.path}`, method: route.method, path: route.path, access: procedureAccess(procedure), procedure });
  }
  for (const operation of await readOpenApiOperations(t, 'admin')) {
    const key = `${operation.method} ${operation.path}`;
    if (paths.some((path) => path.key === key) || operation.path === '/api/admin/login') continue;
    expect(Object.keys(OUTSIDE_THE_TABLE), `${key} is documented but neither a table row nor in OUTSIDE_THE_TABLE`).toContain(key);
    paths.push({ key, method: operation.method, path: operation.path, access: OUTSIDE_THE_TABLE[key], procedure: null });
  }
  return paths;
}

describe('every admin procedure declares who may call it', () => {
  it('each declares one of the named accesses (server/contract/admin-auth/access.ts); exactly the listed ones are the owner\'s alone', () => {
    const named = Object.values(ACCESS) as AdminAccess[];
    const problems: string[] = [];
    for (const procedure of gated()) {
      const access = procedureAccess(procedure.path);
      if (access === undefined) problems.push(`${procedure.path} declares nothing: add .meta({ admins: ACCESS.… }) (ACCESS.ownerOnly if it is the owner's alone)`);
      else if (!named.includes(access)) problems.push(`${procedure.path} declares a literal instead of a named access`);
    }
    expect(problems).toEqual([]);
    const ownerOnly = gated()
      .filter((procedure) => procedureAccess(procedure.path) === ACCESS.ownerOnly)
      .map((procedure) => procedure.path)
      .sort();
    expect(ownerOnly).toEqual([...OWNER_ONLY].sort());
    for (const path of Object.keys(NOT_ROLE_GATED)) expect(listProcedures('admin').map((procedure) => procedure.path)).toContain(path);
  });

  it('the money-moving ones allow exactly the roles written out above', () => {
    const paths = listProcedures('admin').map((procedure) => procedure.path);
    const problems: string[] = [];
    for (const [path, roles] of Object.entries(MONEY_MOVING)) {
      if (!paths.includes(path)) problems.push(`${path} is not an admin procedure`);
      const declared = ADMIN_ROLES.filter((role) => mayCall(role, procedureAccess(path)));
      if ([...declared].sort().join() !== [...roles].sort().join()) problems.push(`${path}: declared ${declared.join(', ')}, expected ${roles.join(', ')}`);
    }
    expect(problems).toEqual([]);
    // Support moves no money beyond the task reviews and blocks the product spec gives it.
    const supportMoves = Object.keys(MONEY_MOVING).filter((path) => mayCall('support', procedureAccess(path)));
    expect(supportMoves.sort()).toEqual(['tasks.approve', 'tasks.bulkApprove', 'users.toggleBlock']);
  });
});

describe('every admin procedure × every role', () => {
  it('a refused role gets 403 naming the roles that may, before its input is read, and nothing changes', async () => {
    const before = await snapshotDatabase(t);
    const problems: string[] = [];
    for (const procedure of gated()) {
      const access = procedureAccess(procedure.path);
      for (const role of ADMIN_ROLES.filter((candidate) => !mayCall(candidate, access))) {
        problems.push(...roleRefusalProblems(`${role}: ${procedure.path}`, await callProcedure(procedure, await admins[role].token()), access, 'trpc'));
      }
    }
    expect(problems).toEqual([]);
    expect(await snapshotDatabase(t)).toEqual(before);
  }, 120_000);

  it('an allowed role gets past the role check (an answer, or a refusal about the input)', async () => {
    const problems: string[] = [];
    for (const procedure of gated()) {
      const access = procedureAccess(procedure.path);
      for (const role of ADMIN_ROLES.filter((candidate) => mayCall(candidate, access))) {
        problems.push(...allowedProblems(`${role}: ${procedure.path}`, await callProcedure(procedure, await admins[role].token()), access, 'trpc'));
      }
    }
    expect(problems).toEqual([]);
  }, 120_000);
});

describe('every /api/admin/* path × every role', () => {
  it('each row is covered by the declaration of the procedure it calls', async () => {
    const paths = await adminPaths();
    expect(paths.length).toBeGreaterThan(50);
    expect(paths.filter((path) => path.access === undefined).map((path) => path.key)).toEqual([]);
    // The money-moving rows answer to the table above through their procedure.
    const balance = paths.find((path) => path.key === 'PUT /api/admin/users/{id}/balance');
    expect(balance?.procedure).toBe('wallet.adjustBalance');
  });

  it('a refused role gets 403 naming the roles that may (the same for every body), an allowed one does not, and refusals change nothing', async () => {
    const paths = await adminPaths();
    const before = await snapshotDatabase(t);
    const problems: string[] = [];
    for (const path of paths) {
      for (const role of ADMIN_ROLES.filter((candidate) => !mayCall(candidate, path.access))) {
        const response = await t.request('admin', { method: path.method, url: fillPath(path.path, PATH_VALUES), token: await admins[role].token(), ...(path.method === 'GET' ? {} : { payload: {} }) });
        problems.push(...roleRefusalProblems(`${role}: ${path.key}`, response, path.access, 'rest'));
      }
    }
    expect(problems).toEqual([]);
    expect(await snapshotDatabase(t)).toEqual(before);
    for (const path of paths) {
      for (const role of ADMIN_ROLES.filter((candidate) => mayCall(candidate, path.access))) {
        const response = await t.request('admin', { method: path.method, url: fillPath(path.path, PATH_VALUES), token: await admins[role].token(), ...(path.method === 'GET' ? {} : { payload: {} }) });
        problems.push(...allowedProblems(`${role}: ${path.key}`, response, path.access, 'rest'));
      }
    }
    expect(problems).toEqual([]);
  }, 120_000);

  it('the admin OpenAPI document gives every signed-in row a 403 "role not allowed"', async () => {
    const response = await t.request('admin', { method: 'GET', url: '/api/openapi.json' });
    const document = response.json() as { paths: Record<string, Record<string, { security?: unknown[]; responses: Record<string, { description: string }> }>> };
    const missing: string[] = [];
    for (const [path, methods] of Object.entries(document.paths)) {
      for (const [method, operation] of Object.entries(methods)) {
        if ((operation.security ?? []).length && !/role not allowed/i.test(operation.responses['403']?.description ?? '')) missing.push(`${method} ${path}`);
      }
    }
    expect(missing).toEqual([]);
  });
});
