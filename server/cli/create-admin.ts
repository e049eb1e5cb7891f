/**
 * npm run admin:create -- --email you@example.com [--password '…'] [--role owner|finance|support|content]:
 * creates an admin (an owner unless --role says otherwise) or sets a new password (random and printed
 * once without one). For an existing admin, --role alone changes only the role (audited). With
 * --reset-2fa: removes the second factor and ends their sessions.
 */
import { parseArgs } from 'node:util';
import { Admin, AdminSession } from '../../db/entities';
import { loadConfig } from '../config';
import { systemClock } from '../clock';
import { AppError } from '#contract/errors';
import { ADMIN_ROLES, adminRoleSchema, type AdminRole } from '#contract/admin-auth/roles';
import { createAdmin, MIN_ADMIN_PASSWORD_LENGTH, resetAdminTwoFactor, setAdminRole } from '../modules/admin-auth';
import { hashPassword, generateSecretToken } from '../modules/auth';
import { withDatabase } from './with-database';

const ROLE_CHOICES = ADMIN_ROLES.join('|');
const USAGE = `Usage: npm run admin:create -- --email you@example.com [--password "at least 12 characters"] [--role ${ROLE_CHOICES}]\n       npm run admin:create -- --email you@example.com --reset-2fa`;

let values: { email?: string; password?: string; role?: string; 'reset-2fa'?: boolean };
try {
  ({ values } = parseArgs({ options: { email: { type: 'string' }, password: { type: 'string' }, role: { type: 'string' }, 'reset-2fa': { type: 'boolean' } } }));
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
if (resetTwoFactor && (values.password || values.role)) {
  console.error(`--reset-2fa keeps the password and the role; change them in a separate run.\n${USAGE}`);
  process.exit(1);
}
const roleRead = values.role === undefined ? undefined : adminRoleSchema.safeParse(values.role.trim().toLowerCase());
if (roleRead && !roleRead.success) {
  console.error(`Unknown role "${values.role}": choose one of ${ADMIN_ROLES.join(', ')}.\n${USAGE}`);
  process.exit(1);
}
const role: AdminRole | undefined = roleRead?.data;
const passwordGiven = values.password ?? process.env.ADMIN_PASSWORD;
const password = passwordGiven ?? generateSecretToken().slice(0, 20);
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
  if (existing && role) {
    // A role change alone keeps the password: setting a new one is its own step.
    const { changed } = await setAdminRole(deps, { admin: existing, role, actingAdminId: null });
    console.log(changed ? `Role of admin ${email} changed to ${role}.` : `Admin ${email} already has the ${role} role.`);
    if (!passwordGiven) return;
  }
  if (existing) {
    existing.passwordHash = await hashPassword(password);
    await deps.em.flush();
    await deps.em.nativeDelete(AdminSession, { admin: existing.id });
    console.log(`Password of admin ${email} changed; their sessions were ended.`);
  } else {
    await createAdmin(deps, { email, password, role: role ?? 'owner' });
    console.log(`Admin ${email} created with the ${role ?? 'owner'} role.`);
  }
  if (!passwordGiven) console.log(`Password (shown only now): ${password}`);
});
