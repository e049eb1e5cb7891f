import { ContactMessage } from '../../../db/entities';
import type { Deps } from '../deps';
import type { SendContactMessageInput } from '#contract/contact/schemas';

export async function sendContactMessage(deps: Deps, input: SendContactMessageInput): Promise<{ ok: true }> {
  deps.em.create(ContactMessage, { ...input, isRead: false, createdAt: deps.clock.now() });
  await deps.em.flush();
  return { ok: true };
}
