import { ContactMessage, User } from '../../../db/entities';
import type { Deps } from '../deps';

export async function getDashboardStats(deps: Deps) {
  const [totalUsers, unreadContacts] = await Promise.all([deps.em.count(User, {}), deps.em.count(ContactMessage, { isRead: false })]);
  return { totalUsers, unreadContacts };
}
