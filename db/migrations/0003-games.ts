import { Migration } from '@mikro-orm/migrations';

/**
 * Games: per-user commit–reveal seeds, versioned prize tables, per-game settings and daily
 * counters, every play with its proof, guess rounds, daily scratch cards and the login calendar.
 */
export class Migration0003Games extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      create table fairness_seeds (
        id uuid primary key default gen_random_uuid(),
        user_id uuid not null references users(id) on delete cascade,
        server_seed varchar(64) not null,
        server_seed_hash varchar(64) not null,
        client_seed varchar(64) not null,
        next_nonce integer not null default 0 check (next_nonce >= 0),
        revealed_at timestamptz null,
        created_at timestamptz not null
      );
      -- One live (unrevealed) seed per user; its row lock also serialises that user's plays.
      create unique index fairness_seeds_one_active on fairness_seeds (user_id) where revealed_at is null;
      create index fairness_seeds_user_idx on fairness_seeds (user_id, created_at desc);

      create table game_tables (
        id uuid primary key default gen_random_uuid(),
        game varchar(20) not null,
        version integer not null,
        prize_table jsonb not null,
        created_at timestamptz not null,
        unique (game, version)
      );

      create table game_configs (
        game varchar(20) primary key check (game in ('spin', 'guess', 'flip', 'scratch', 'daily-login')),
        enabled boolean not null default true,
        daily_budget_paise bigint not null check (daily_budget_paise >= 0),
        limits jsonb not null,
        table_id uuid not null references game_tables(id),
        updated_at timestamptz not null
      );

      create table game_days (
        game varchar(20) not null,
        ist_day date not null,
        plays integer not null default 0,
        wins integer not null default 0,
        paid_paise bigint not null default 0,
        -- Prizes promised but not yet decided (an open guess round): counted against the budget.
        reserved_paise bigint not null default 0 check (reserved_paise >= 0),
        primary key (game, ist_day)
      );

      create table game_plays (
        id uuid primary key default gen_random_uuid(),
        user_id uuid not null references users(id) on delete cascade,
        game varchar(20) not null,
        table_id uuid not null references game_tables(id),
        seed_id uuid not null references fairness_seeds(id),
        server_seed_hash varchar(64) not null,
        client_seed varchar(64) not null,
        nonce integer not null,
        outcome jsonb not null,
        prize_paise bigint not null check (prize_paise >= 0),
        ist_day date not null,
        created_at timestamptz not null,
        unique (seed_id, nonce)
      );
      create index game_plays_user_day_idx on game_plays (user_id, game, ist_day);
      create index game_plays_user_created_idx on game_plays (user_id, created_at desc);

      create table game_share_bonuses (
        user_id uuid not null references users(id) on delete cascade,
        game varchar(20) not null,
        ist_day date not null,
        created_at timestamptz not null,
        primary key (user_id, game, ist_day)
      );

      create table guess_rounds (
        id uuid primary key default gen_random_uuid(),
        user_id uuid not null references users(id) on delete cascade,
        play_id uuid not null unique references game_plays(id),
        attempts jsonb not null default '[]',
        status varchar(10) not null check (status in ('active', 'won', 'lost')),
        started_at timestamptz not null,
        ended_at timestamptz null
      );
      create unique index guess_rounds_one_active on guess_rounds (user_id) where status = 'active';
      create index guess_rounds_user_idx on guess_rounds (user_id, started_at desc);

      create table scratch_cards (
        user_id uuid not null references users(id) on delete cascade,
        ist_day date not null,
        play_id uuid not null unique references game_plays(id),
        revealed_at timestamptz null,
        primary key (user_id, ist_day)
      );

      create table daily_login_states (
        user_id uuid primary key references users(id) on delete cascade,
        streak integer not null check (streak between 0 and 30),
        last_claim_day date null
      );
    `);
  }
}
