import type { EntityManager } from '@mikro-orm/postgresql';
import { renderStoredMarkdown } from '../blog';
import { sql, type Narrowed } from '../sql';
import type { Row } from '../../../db/row-types.gen';
import type { AdminTask, PublicTask, TaskProofKind, TaskState } from '#contract/tasks/schemas';

/** The task's columns, and its submissions counted by status. */
export type TaskRow = Narrowed<
  Pick<
    Row<'tasks'>,
    'id' | 'title' | 'steps' | 'reward_paise' | 'proof' | 'per_user_limit' | 'total_limit' | 'starts_at' | 'ends_at' | 'enabled' | 'created_at' | 'updated_at'
  >,
  { proof: TaskProofKind }
> & {
  pending: number;
  approved: number;
  rejected: number;
};

/** Tasks with their submission counts, `where` over `t` (tasks). */
export function taskRows(em: EntityManager, options: { where?: string; params?: unknown[]; tail?: string }): Promise<TaskRow[]> {
  return sql<TaskRow>(
    em,
    `select t.id, t.title, t.steps, t.reward_paise, t.proof, t.per_user_limit, t.total_limit, t.starts_at, t.ends_at, t.enabled, t.created_at, t.updated_at,
            c.pending, c.approved, c.rejected
     from tasks t
     cross join lateral (
       select count(*) filter (where s.status = 'pending')::int as pending,
              count(*) filter (where s.status = 'approved')::int as approved,
              count(*) filter (where s.status = 'rejected')::int as rejected
       from task_submissions s where s.task_id = t.id
     ) c
     ${options.where ? `where ${options.where}` : ''} ${options.tail ?? ''}`,
    options.params ?? [],
  );
}

/** Slots of the total limit not taken by a pending or approved submission. */
export function remainingSlots(row: Pick<TaskRow, 'total_limit' | 'pending' | 'approved'>): number {
  return Math.max(0, row.total_limit - row.pending - row.approved);
}

/** Where a task stands at `now` (its enabled switch aside: a disabled task is not public at all). */
export function taskState(row: Pick<TaskRow, 'starts_at' | 'ends_at' | 'total_limit' | 'pending' | 'approved'>, now: Date): TaskState {
  if (row.starts_at && now < new Date(row.starts_at)) return 'not-started';
  if (row.ends_at && now >= new Date(row.ends_at)) return 'ended';
  if (remainingSlots(row) === 0) return 'full';
  return 'open';
}

/** A task as everyone sees it, its steps rendered once: what the public tasks' cached reads keep (public-tasks.ts). */
export interface PublicTaskRow {
  row: TaskRow;
  stepsHtml: string;
}

export function toPublicTaskRow(row: TaskRow): PublicTaskRow {
  return { row, stepsHtml: renderStoredMarkdown(row.steps) };
}

/** The task at `now` for a person with `mine` pending and approved submissions of it (0 signed out). */
export function toPublicTask({ row, stepsHtml }: PublicTaskRow, mine: number, now: Date): PublicTask {
  return {
    id: row.id,
    title: row.title,
    stepsHtml,
    rewardPaise: row.reward_paise,
    proof: row.proof,
    state: taskState(row, now),
    perUserLimit: row.per_user_limit,
    remainingSlots: remainingSlots(row),
    startsAt: row.starts_at === null ? null : new Date(row.starts_at),
    endsAt: row.ends_at === null ? null : new Date(row.ends_at),
    mySubmissionCount: mine,
    myRemaining: Math.max(0, row.per_user_limit - mine),
  };
}

export function toAdminTask(row: TaskRow, now: Date): AdminTask {
  return {
    id: row.id,
    title: row.title,
    steps: row.steps,
    rewardPaise: row.reward_paise,
    proof: row.proof,
    perUserLimit: row.per_user_limit,
    totalLimit: row.total_limit,
    startsAt: row.starts_at === null ? null : new Date(row.starts_at),
    endsAt: row.ends_at === null ? null : new Date(row.ends_at),
    enabled: row.enabled,
    state: taskState(row, now),
    remainingSlots: remainingSlots(row),
    pendingCount: row.pending,
    approvedCount: row.approved,
    rejectedCount: row.rejected,
    createdAt: new Date(row.created_at),
    updatedAt: new Date(row.updated_at),
  };
}
