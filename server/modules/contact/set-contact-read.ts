import { ContactMessage } from '../../../db/entities';
import { refuse } from '#contract/errors';
import { recordAudit } from '../audit';
import type { Deps } from '../deps';

export async function setContactRead(deps: Deps, input: { id: string; isRead: boolean; adminId: string }) {
  return deps.em.transactional(async (em) => {
    const contact = await em.findOne(ContactMessage, { id: input.id });
    if (!contact) throw refuse('contact.not-found');
    if (contact.isRead !== input.isRead) {
      recordAudit({ ...deps, em }, {
        adminId: input.adminId,
        action: input.isRead ? 'contact.mark-read' : 'contact.mark-unread',
        targetType: 'contact',
        targetId: contact.id,
        before: { isRead: contact.isRead },
        after: { isRead: input.isRead },
      });
      contact.isRead = input.isRead;
      await em.flush();
    }
    const { id, name, email, message, isRead, createdAt } = contact;
    return { id, name, email, message, isRead, createdAt };
  });
}
