import { refuse } from '#contract/errors';
import type { ContactMessageView } from '#contract/contact/schemas';
import { recordAudit } from '../audit';
import type { Deps } from '../deps';
import { sql } from '../sql';
import { CONTACT_COLUMNS, toContactView, type ContactRow } from './contact-rows';

export async function setContactRead(deps: Deps, input: { id: string; isRead: boolean; adminId: string }): Promise<ContactMessageView> {
  return deps.em.transactional(async (em) => {
    const [contact] = await sql<ContactRow>(em, `select ${CONTACT_COLUMNS} from contact_messages where id = ? for update`, [input.id]);
    if (!contact) throw refuse('contact.not-found');
    if (contact.is_read === input.isRead) return toContactView(contact);
    recordAudit({ ...deps, em }, {
      adminId: input.adminId,
      action: input.isRead ? 'contact.mark-read' : 'contact.mark-unread',
      targetType: 'contact',
      targetId: contact.id,
      before: { isRead: contact.is_read },
      after: { isRead: input.isRead },
    });
    await em.flush();
    const [updated] = await sql<ContactRow>(em, `update contact_messages set is_read = ? where id = ? returning ${CONTACT_COLUMNS}`, [input.isRead, input.id]);
    return toContactView(updated!);
  });
}
