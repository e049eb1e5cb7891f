/**
 * npm run admin:create -- --email you@example.com [--password '…']: creates an admin or sets a new password
 * (random and printed once without one). With --reset-2fa: removes the second factor and ends their sessions.
 */
import { parseArgs } from 'node:util';
import { Admin, AdminSession } from '../../db/entities';
import { loadConfig } from '../config';
import { systemClock } from '../clock';
import { AppError } from '#contract/errors';
import { createAdmin, MIN_ADMIN_PASSWORD_LENGTH, resetAdminTwoFactor } from '../modules/admin-auth';
import { hashPassword, generateSecretToken } from '../modules/auth';
import { withDatabase } from './with-database';

const USAGE = 'Usage: npm run admin:create -- --email you@example.com [--password "at least 12 characters"]\n       npm run admin:create -- --email you@example.com --reset-2fa';

let values: { email?: string; password?: string; 'reset-2fa'?: boolean };
try {
  ({ values } = parseArgs({ options: { email: { type: 'string' }, password: { type: 'string' }, 'reset-2fa': { type: 'boolean' } } }));
} catch (error) {
  console.error(`${(error as Error).message}\n${USAGE}`);
  process.exit(1);
}
const email = values.email?.trim().toLowerCase();
if (!email || !/^[^@\s]+@[^@\s]+$/.test(email)) {
  console.error(USAGE);
  process.exit(1);
}
const resetTwoFactor = values['reset-2fa'] === true;
if (resetTwoFactor && values.password) {
  console.error(`--reset-2fa keeps the password; set a new password in a separate run.\n${USAGE}`);
  process.exit(1);
}
const password = values.password ?? process.env.ADMIN_PASSWORD ?? generateSecretToken().slice(0, 20);
if (!resetTwoFactor && password.length < MIN_ADMIN_PASSWORD_LENGTH) {
  console.error(`The admin password must be at least ${MIN_ADMIN_PASSWORD_LENGTH} characters.`);
  process.exit(1);
}

const config = loadConfig({ ...process.env, ADMIN_EMAIL: undefined, ADMIN_PASSWORD: undefined });
await withDatabase(config, async (orm) => {
  const deps = { em: orm.em.fork(), clock: systemClock, config };
  if (resetTwoFactor) {
    try {
      const { hadSecondFactor, sessionsEnded } = await resetAdminTwoFactor(deps, email);
      console.log(
        `${hadSecondFactor ? 'Second factor of' : 'No second factor was set for'} admin ${email}${hadSecondFactor ? ' removed, with its recovery codes' : ''}; ${sessionsEnded} session(s) ended.`,
      );
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      console.error(error.message);
      process.exitCode = 1;
    }
    return;
  }
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
