import { Migration } from '@mikro-orm/migrations';

/**
 * Earning tasks with proof review (issue 18). Used only through SQL (`server/modules/tasks/`).
 *
 * `tasks`: what an admin publishes — Markdown steps, the reward, the proof it takes and its limits.
 *
 * `task_submissions`: one row per hand-in. `number` is the one sequence the person sees
 * ("Submission #1042"). `reward_paise` is the task's reward when submitted, so an admin's later edit
 * does not change what a pending submission was promised. A pending submission has no review; a
 * rejected one has its reason; an approved one has the ledger transfer of its credit (the checks).
 * Pending and approved submissions use up the task's limits; the task row's lock serialises them.
 *
 * `task_proof_images`: a screenshot's bytes, beside the submission and not in `media_files`,
 * because everything there is served publicly at /uploads/; these are served only to admins.
 */
export class Migration0024Tasks extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      create table tasks (
        id uuid primary key default gen_random_uuid(),
        title varchar(120) not null,
        steps text not null,
        reward_paise integer not null check (reward_paise > 0),
        proof varchar(5) not null check (proof in ('none', 'text', 'image')),
        per_user_limit integer not null check (per_user_limit >= 1),
        total_limit integer not null check (total_limit >= per_user_limit),
        starts_at timestamptz null,
        ends_at timestamptz null,
        enabled boolean not null,
        created_by uuid null references admins(id) on delete set null,
        created_at timestamptz not null,
        updated_at timestamptz not null,
        check (starts_at is null or ends_at is null or ends_at > starts_at)
      );
      create index tasks_created_idx on tasks (created_at desc);

      create table task_submissions (
        id uuid primary key default gen_random_uuid(),
        number integer generated always as identity unique,
        task_id uuid not null references tasks(id),
        user_id uuid not null references users(id) on delete cascade,
        status varchar(8) not null check (status in ('pending', 'approved', 'rejected')),
        reward_paise integer not null check (reward_paise > 0),
        proof_text varchar(1000) null,
        reason varchar(500) null,
        created_at timestamptz not null,
        reviewed_by uuid null references admins(id) on delete set null,
        reviewed_at timestamptz null,
        credit_transfer_id uuid null references ledger_transfers(id),
        check ((status = 'pending') = (reviewed_at is null)),
        check ((status = 'rejected') = (reason is not null)),
        check ((status = 'approved') = (credit_transfer_id is not null))
      );
      create index task_submissions_task_user_idx on task_submissions (task_id, user_id) where status <> 'rejected';
      create index task_submissions_user_idx on task_submissions (user_id, created_at desc);
      create index task_submissions_status_idx on task_submissions (status, created_at);

      create table task_proof_images (
        submission_id uuid primary key references task_submissions(id) on delete cascade,
        content_type varchar(20) not null check (content_type in ('image/png', 'image/jpeg', 'image/webp')),
        bytes bytea not null,
        size_bytes integer not null,
        sha256 varchar(64) not null
      );
    `);
  }
}
