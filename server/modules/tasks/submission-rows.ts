import type { EntityManager } from '@mikro-orm/postgresql';
import type { ImageContentType } from '#contract/enums';
import { refuse } from '#contract/errors';
import type { QueueOrder } from '#contract/shared-schemas';
import { sql, type Narrowed } from '../sql';
import type { Row } from '../../../db/row-types.gen';
import { proofImagePath, type AdminTaskSubmission, type SubmissionStatus, type TaskProofKind, type TaskSubmission } from '#contract/tasks/schemas';

/** The submission's and its task's columns; the aliased ones (task_title, user_…, proof_image_type) typed here. */
type SubmissionRow = Narrowed<
  Pick<
    Row<'task_submissions'>,
    'id' | 'number' | 'task_id' | 'status' | 'reward_paise' | 'reason' | 'created_at' | 'reviewed_at' | 'user_id' | 'proof_text' | 'reviewed_by' | 'credit_transfer_id'
  >,
  { status: SubmissionStatus }
> &
  Narrowed<Pick<Row<'tasks'>, 'proof'>, { proof: TaskProofKind }> & {
    task_title: string;
    user_name: string;
    user_email: string;
    /** From the left-joined task_proof_images: null without a screenshot. */
    proof_image_type: ImageContentType | null;
  };

/** Submissions with their task and author; `where` is over `s` (task_submissions) alone, so the count of a page uses it too. */
function submissionRows(em: EntityManager, where: string, params: unknown[], tail = ''): Promise<SubmissionRow[]> {
  return sql<SubmissionRow>(
    em,
    `select s.id, s.number, s.task_id, t.title as task_title, t.proof, s.status, s.reward_paise, s.reason, s.created_at, s.reviewed_at,
            s.user_id, u.name as user_name, u.email as user_email, s.proof_text, i.content_type as proof_image_type, s.reviewed_by, s.credit_transfer_id
     from task_submissions s
     join tasks t on t.id = s.task_id
     join users u on u.id = s.user_id
     left join task_proof_images i on i.submission_id = s.id
     where ${where} ${tail}`,
    params,
  );
}

function toSubmission(row: SubmissionRow): TaskSubmission {
  return {
    id: row.id,
    number: row.number,
    taskId: row.task_id,
    taskTitle: row.task_title,
    proof: row.proof,
    status: row.status,
    rewardPaise: row.reward_paise,
    reason: row.reason,
    createdAt: new Date(row.created_at),
    reviewedAt: row.reviewed_at === null ? null : new Date(row.reviewed_at),
  };
}

function toAdminSubmission(row: SubmissionRow): AdminTaskSubmission {
  return {
    ...toSubmission(row),
    user: { id: row.user_id, name: row.user_name, email: row.user_email },
    proofText: row.proof_text,
    proofImageUrl: row.proof_image_type ? proofImagePath(row.id) : null,
    proofImageType: row.proof_image_type,
    reviewedBy: row.reviewed_by,
    creditTransferId: row.credit_transfer_id,
  };
}

/** The conditions and page of a submissions list, with its total: newest first unless `order` says oldest. */
async function page<T>(
  em: EntityManager,
  where: string,
  params: unknown[],
  input: { page: number; pageSize: number; order?: QueueOrder },
  view: (row: SubmissionRow) => T,
): Promise<{ submissions: T[]; total: number }> {
  const [count] = await sql<{ total: number }>(em, `select count(*)::int as total from task_submissions s where ${where}`, params);
  const direction = input.order === 'oldest' ? 'asc' : 'desc';
  const rows = await submissionRows(em, where, params, `order by s.created_at ${direction}, s.number ${direction} limit ${input.pageSize} offset ${(input.page - 1) * input.pageSize}`);
  return { submissions: rows.map(view), total: count!.total };
}

export function pageOfSubmissions(em: EntityManager, where: string, params: unknown[], input: { page: number; pageSize: number }) {
  return page(em, where, params, input, toSubmission);
}

export function pageOfAdminSubmissions(em: EntityManager, where: string, params: unknown[], input: { page: number; pageSize: number; order: QueueOrder }) {
  return page(em, where, params, input, toAdminSubmission);
}

/** One submission as its author sees it; `tasks.submission-not-found` when unknown or someone else's. */
export async function submissionOf(em: EntityManager, id: string, userId: string): Promise<TaskSubmission> {
  const [row] = await submissionRows(em, 's.id = ? and s.user_id = ?', [id, userId]);
  if (!row) throw refuse('tasks.submission-not-found');
  return toSubmission(row);
}

export async function adminSubmissionById(em: EntityManager, id: string): Promise<AdminTaskSubmission> {
  const [row] = await submissionRows(em, 's.id = ?', [id]);
  if (!row) throw refuse('tasks.submission-not-found');
  return toAdminSubmission(row);
}
