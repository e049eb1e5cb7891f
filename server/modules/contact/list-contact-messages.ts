import { ContactMessage } from '../../../db/entities';
import type { Deps } from '../deps';
import type { ListContactMessagesInput } from '#contract/contact/schemas';

export async function listContactMessages(deps: Deps, input: ListContactMessagesInput) {
  const where = input.filter === 'all' ? {} : { isRead: input.filter === 'read' };
  const [contacts, total] = await deps.em.findAndCount(ContactMessage, where, {
    orderBy: { createdAt: 'desc', id: 'asc' },
    limit: input.pageSize,
    offset: (input.page - 1) * input.pageSize,
  });
  const unreadCount = await deps.em.count(ContactMessage, { isRead: false });
  return {
    contacts: contacts.map(({ id, name, email, message, isRead, createdAt }) => ({ id, name, email, message, isRead, createdAt })),
    total,
    unreadCount,
  };
}
