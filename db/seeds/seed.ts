import { Page, User } from '../entities';
import { PAGE_SLUGS } from '../entities/page';
import type { Deps } from '../../server/modules/deps';
import { hashPassword } from '../../server/modules/auth/password';
import { seedGames } from './games';
import { seedBlog, seedCatalogue } from './content';
import { seedPages } from './pages';

export const DEMO_USER = { name: 'Demo User', email: 'demo@example.com', password: 'demo-password' } as const;

/** Idempotent: fills what is missing and never overwrites an admin's edits. */
export async function seedContent(deps: Deps): Promise<void> {
  const pages = seedPages(deps.config.supportEmail);
  const existing = new Set((await deps.em.find(Page, {}, { fields: ['slug'] })).map((page) => page.slug));
  for (const slug of PAGE_SLUGS) {
    if (!existing.has(slug)) deps.em.create(Page, { slug, ...pages[slug], updatedAt: deps.clock.now() });
  }
  await deps.em.flush();
  await seedCatalogue(deps);
  await seedBlog(deps);
  await seedGames(deps);
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
