import type { AdminTaskSubmission } from '#contract/tasks/schemas';
import { useActionOutcome, type ChangedLists } from '../../lib/use-action-outcome';
import { m } from '../../i18n/paraglide/messages';

export type { AdminTaskSubmission };

/** A review changes the queue and the tasks' counts. */
export const REVIEW_CHANGED: ChangedLists = (utils) => [utils.tasks.submissions, utils.tasks.list];

/** What each review action does when the server answers (`useActionOutcome`: a refusal with a code closes the dialog). */
export function useReviewOutcome(options: { success: string; onDone?: () => void; showFailure?: (error: unknown) => void }) {
  return useActionOutcome({ ...options, failure: m['tasks.review.failed'](), changed: REVIEW_CHANGED });
}
