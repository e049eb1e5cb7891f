import { User } from '../../db/entities';
import type { Deps } from '../modules/deps';
import { hashPassword } from '../modules/auth';
import { backfillImageVariants } from '../modules/media';
import { seedGames } from './games';
import { seedBlog, seedCatalogue, seedContentTranslations } from './content';
import { seedPageTexts } from './pages';
import { seedDemoRewards } from './rewards';
import { seedDemoTasks } from './tasks';
import { switchOnInDevelopment } from './capabilities';

export const DEMO_USER = { name: 'Demo User', email: 'demo@example.com', password: 'demo-password' } as const;

/** Idempotent: fills what is missing and never overwrites an admin's edits. */
export async function seedContent(deps: Deps): Promise<void> {
  await seedPageTexts(deps);
  await deps.em.flush();
  await seedCatalogue(deps);
  await seedBlog(deps);
  await seedContentTranslations(deps);
  await backfillImageVariants(deps);
  await seedGames(deps);
  if (!deps.config.isProduction) await seedDemoRewards(deps);
  // A development start only: the test suites count their own tasks.
  if (deps.config.env === 'development') await seedDemoTasks(deps);
  await switchOnInDevelopment(deps, 'store');
  await switchOnInDevelopment(deps, 'referrals');
  await switchOnInDevelopment(deps, 'tasks');
  // Shows nothing by itself: no wall and no postback path answers until an admin enables a provider with its secret.
  await switchOnInDevelopment(deps, 'offerwalls');
  // Sells nothing by itself: without the RAZORPAY_* keys the purchase page says payments are not configured.
  await switchOnInDevelopment(deps, 'vip');
}

/** Outside production only: a verified demo account so a fresh `npm start` can be tried at once. */
export async function seedDemoUser(deps: Deps): Promise<boolean> {
  if (await deps.em.count(User, { email: DEMO_USER.email })) return false;
  const now = deps.clock.now();
  deps.em.create(User, {
    name: DEMO_USER.name,
    email: DEMO_USER.email,
    passwordHash: await hashPassword(DEMO_USER.password),
    emailVerifiedAt: now,
    isBlocked: false,
    createdAt: now,
  });
  await deps.em.flush();
  return true;
}
