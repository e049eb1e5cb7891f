import { AppError } from '#contract/errors';
import type { Deps } from '../deps';
import { approveSubmission } from './approve-submission';
import type { AdminTaskSubmission } from '#contract/tasks/schemas';

/** Each in its own transaction (each credit stands alone); reports the ones skipped. */
export async function bulkApproveSubmissions(
  deps: Deps,
  input: { ids: string[]; adminId: string },
): Promise<{ approved: AdminTaskSubmission[]; skipped: Array<{ id: string; reason: 'already-reviewed' | 'not-found' }> }> {
  const approved: AdminTaskSubmission[] = [];
  const skipped: Array<{ id: string; reason: 'already-reviewed' | 'not-found' }> = [];
  for (const id of new Set(input.ids)) {
    try {
      approved.push(await approveSubmission(deps, { id, adminId: input.adminId }));
    } catch (error) {
      const code = error instanceof AppError ? error.appCode : null;
      if (code === 'tasks.already-reviewed') skipped.push({ id, reason: 'already-reviewed' });
      else if (code === 'tasks.submission-not-found') skipped.push({ id, reason: 'not-found' });
      else throw error;
    }
  }
  return { approved, skipped };
}
