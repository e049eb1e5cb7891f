import { Migration } from '@mikro-orm/migrations';

/**
 * Confirmations and two-admin approval (issue 31, decision 048).
 *
 * `users.block_reason`: the admin's reason for the block in force (null when not blocked, or for a
 * block made by the original's body-less REST call); shown to the blocked person at sign-in.
 *
 * `pending_approvals`: an action above an owner-set threshold (a balance credit, a promo code's
 * total value) waits here until another admin approves or rejects it. `input` is the action's
 * whole validated input, performed as it stands on approval; `amount_paise` the figure compared
 * with the threshold (null for a promo code with unlimited uses). Used only through SQL
 * (`server/modules/approvals/`); the status moves once, from pending, under a row lock.
 */
export class Migration0050ConfirmationsAndApprovals extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      alter table users add column block_reason varchar(500) null;
      create table pending_approvals (
        id uuid primary key default gen_random_uuid(),
        kind varchar(20) not null check (kind in ('balance-credit', 'promo-code')),
        requested_by uuid not null references admins(id),
        input jsonb not null,
        amount_paise bigint null check (amount_paise is null or amount_paise > 0),
        target_user_id uuid null references users(id) on delete cascade,
        status varchar(8) not null default 'pending' check (status in ('pending', 'approved', 'rejected', 'expired')),
        decided_by uuid null references admins(id),
        decided_at timestamptz null,
        note varchar(500) null,
        result jsonb null,
        created_at timestamptz not null,
        expires_at timestamptz not null,
        check ((status in ('pending', 'expired')) = (decided_by is null)),
        check ((status = 'pending') = (decided_at is null)),
        check (decided_by is null or decided_by <> requested_by)
      );
      -- A retried request (the dialog's Idempotency-Key, decision 029) makes one approval, not two.
      create unique index pending_approvals_key_idx on pending_approvals (requested_by, (input->>'idempotencyKey')) where (input->>'idempotencyKey') is not null;
      create index pending_approvals_pending_idx on pending_approvals (created_at, id) where status = 'pending';
      create index pending_approvals_decided_idx on pending_approvals (decided_at desc) where status <> 'pending';
    `);
  }
}
