/**
 * npm run admin:create -- --email you@example.com [--password '…']
 * Creates an admin, or sets a new password for an existing one. Without --password (or
 * ADMIN_PASSWORD) a random password is generated and printed once.
 */
import { parseArgs } from 'node:util';
import { Admin, AdminSession } from '../entities';
import { loadConfig } from '../../server/config';
import { systemClock } from '../../server/clock';
import { createAdmin, MIN_ADMIN_PASSWORD_LENGTH } from '../../server/modules/admin-auth/create-admin';
import { hashPassword } from '../../server/modules/auth/password';
import { generateSecretToken } from '../../server/modules/auth/secret-token';
import { withDatabase } from './with-database';

const { values } = parseArgs({ options: { email: { type: 'string' }, password: { type: 'string' } } });
const email = values.email?.trim().toLowerCase();
if (!email || !/^[^@\s]+@[^@\s]+$/.test(email)) {
  console.error('Usage: npm run admin:create -- --email you@example.com [--password "at least 12 characters"]');
  process.exit(1);
}
const password = values.password ?? process.env.ADMIN_PASSWORD ?? generateSecretToken().slice(0, 20);
if (password.length < MIN_ADMIN_PASSWORD_LENGTH) {
  console.error(`The admin password must be at least ${MIN_ADMIN_PASSWORD_LENGTH} characters.`);
  process.exit(1);
}

const config = loadConfig({ ...process.env, ADMIN_EMAIL: undefined, ADMIN_PASSWORD: undefined });
await withDatabase(config, async (orm) => {
  const deps = { em: orm.em.fork(), clock: systemClock, config };
  const existing = await deps.em.findOne(Admin, { email });
  if (existing) {
    existing.passwordHash = await hashPassword(password);
    await deps.em.flush();
    await deps.em.nativeDelete(AdminSession, { admin: existing.id });
    console.log(`Password of admin ${email} changed; their sessions were ended.`);
  } else {
    await createAdmin(deps, { email, password });
    console.log(`Admin ${email} created.`);
  }
  if (!values.password && !process.env.ADMIN_PASSWORD) console.log(`Password (shown only now): ${password}`);
});
