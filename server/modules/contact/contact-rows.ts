import { formatTicket } from '#contract/contact/rules';
import type { ContactMessageView } from '#contract/contact/schemas';
import type { Row } from '../../../db/row-types.gen';

export type ContactRow = Pick<Row<'contact_messages'>, 'id' | 'name' | 'email' | 'message' | 'is_read' | 'created_at' | 'ticket_no' | 'replied_at'>;

/** The columns every admin view of a message reads. */
export const CONTACT_COLUMNS = 'id, name, email, message, is_read, created_at, ticket_no, replied_at';

export function toContactView(row: ContactRow): ContactMessageView {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    message: row.message,
    isRead: row.is_read,
    createdAt: new Date(row.created_at),
    ticket: formatTicket(row.ticket_no),
    repliedAt: row.replied_at === null ? null : new Date(row.replied_at),
  };
}
