import { randomUUID } from 'node:crypto';
import type { AdminRole } from '#contract/admin-auth/roles';
import { createAdmin } from '../../server/modules/admin-auth/create-admin';
import { trpcData, type TestServer } from './harness';

export interface RoleAdmin {
  id: string;
  email: string;
  password: string;
  role: AdminRole;
  /** A bearer token for a live session: signed in again if a call (adminAuth.signOut) ended the last one. */
  token(): Promise<string>;
}

/** A factory: a new admin with `role`, signed in over the documented REST login (a password is enough outside production). */
export async function createRoleAdmin(t: TestServer, role: AdminRole): Promise<RoleAdmin> {
  const email = `${role}-${randomUUID().slice(0, 8)}@example.com`;
  const password = `a-long-${role}-password-${randomUUID().slice(0, 8)}`;
  const admin = await createAdmin({ em: t.server.orm.em.fork(), clock: t.clock, config: t.config }, { email, password, role });
  let current: string | null = null;
  const signIn = async () => {
    const response = await t.request('admin', { method: 'POST', url: '/api/admin/login', payload: { email, password } });
    if (response.statusCode !== 200) throw new Error(`${role} admin sign-in failed: ${response.body}`);
    return response.json().token as string;
  };
  return {
    id: admin.id,
    email,
    password,
    role,
    token: async () => {
      if (!current || trpcData(await t.trpcQuery('admin', 'adminAuth.session', undefined, { token: current })) === null) current = await signIn();
      return current;
    },
  };
}
