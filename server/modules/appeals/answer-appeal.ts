import { refuse } from '#contract/errors';
import type { AdminAppeal, AnswerAppealInput } from '#contract/appeals/schemas';
import type { Locale } from '#contract/i18n/locales';
import { recordAudit } from '../audit';
import type { Deps } from '../deps';
import { appealAnsweredMail, queueMail } from '../mail';
import { sql } from '../sql';
import type { AppealRow } from './appeal-rows';
import { listAppeals } from './list-appeals';

/**
 * An admin answers an open appeal: the outcome and their words, audited, and e-mailed to the person
 * in their stored language in the same transaction. Changing the item itself (approving, paying,
 * unblocking) stays its own tab's action; the queue links there (decision 043).
 */
export async function answerAppeal(deps: Deps, input: AnswerAppealInput & { adminId: string }): Promise<AdminAppeal> {
  await deps.em.transactional(async (em) => {
    const [appeal] = await sql<AppealRow & { email: string; name: string; locale: Locale; deleted_at: string | null }>(
      em,
      `select a.id, a.user_id, a.item_kind, a.item_id, a.status, u.email, u.name, u.locale, u.deleted_at
       from appeals a join users u on u.id = a.user_id where a.id = ? for update of a`,
      [input.id],
    );
    if (!appeal) throw refuse('appeals.not-found');
    if (appeal.status !== 'open') throw refuse('appeals.already-answered');
    await sql(em, `update appeals set status = ?, answer = ?, answered_by = ?, answered_at = ? where id = ?`, [input.outcome, input.answer, input.adminId, deps.clock.now(), appeal.id]);
    recordAudit({ ...deps, em }, {
      adminId: input.adminId,
      action: 'appeals.answer',
      targetType: 'appeal',
      targetId: appeal.id,
      before: { status: 'open', item: `${appeal.item_kind}:${appeal.item_id}` },
      after: { status: input.outcome, answer: input.answer },
    });
    if (appeal.deleted_at === null) {
      const url = `${deps.config.publicUrl}${appeal.item_kind === 'account' ? '/signin' : '/reviews'}`;
      queueMail({ ...deps, em }, appealAnsweredMail({ email: appeal.email, name: appeal.name, locale: appeal.locale }, { changed: input.outcome === 'changed', text: input.answer, url }));
    }
    await em.flush();
  });
  const answered = await listAppeals(deps, { status: 'answered' });
  const found = answered.find((appeal) => appeal.id === input.id);
  if (!found) throw refuse('appeals.not-found');
  return found;
}
