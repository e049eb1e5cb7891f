import { refuse } from '#contract/errors';
import type { AdminAppeal, AnswerAppealInput } from '#contract/appeals/schemas';
import type { Locale } from '#contract/i18n/locales';
import { recordAudit } from '../audit';
import type { Deps } from '../deps';
import { appealAnsweredMail, queueMail } from '../mail';
import { notify } from '../notifications';
import { sql } from '../sql';
import type { AppealRow } from './appeal-rows';
import { listAppeals } from './list-appeals';

/**
 * An admin answers an open appeal: the outcome and their words, audited, and told to the person in
 * their stored language in the same transaction (a notification: inbox, e-mail and push by their
 * choices; a blocked account by e-mail alone). Changing the item itself (approving, paying,
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
    const changed = input.outcome === 'changed';
    // A blocked account cannot open an inbox: its answer goes by e-mail alone, to the sign-in page.
    if (appeal.deleted_at === null && appeal.item_kind === 'account') {
      queueMail({ ...deps, em }, appealAnsweredMail({ email: appeal.email, name: appeal.name, locale: appeal.locale }, { changed, text: input.answer, url: `${deps.config.publicUrl}/signin` }));
    } else if (appeal.deleted_at === null) {
      await notify({ ...deps, em }, { userId: appeal.user_id, kind: 'appeal-answered', values: { appealId: appeal.id, changed, answer: input.answer }, outcomeKey: appeal.id });
    }
    await em.flush();
  });
  const answered = await listAppeals(deps, { status: 'answered' });
  const found = answered.find((appeal) => appeal.id === input.id);
  if (!found) throw refuse('appeals.not-found');
  return found;
}
