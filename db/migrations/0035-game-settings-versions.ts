import { Migration } from '@mikro-orm/migrations';
import { readSqlFunction } from '../sql/read-sql-function';

/**
 * A game's settings are versioned as a whole (decision 030): a version is the prize table and the
 * limits (attempts, spins per day, lock hours), written once and never changed. Each play — a guess
 * round through its play — references the version it was drawn under, and a round plays to the end
 * with that version's attempts and prize. Before, only the prize table had versions (game_tables)
 * and the limits were one mutable column of game_configs, so an open round took new attempts.
 *
 * Each table version becomes the settings version with the same id and number: every stored play
 * and round keeps the version its proof always showed. Limits were never recorded per version, so
 * each migrated version carries the game's limits as they stand when this runs. The plays' and
 * configs' reference columns are renamed in place (no rewrite of game_plays).
 */
export class Migration0035GameSettingsVersions extends Migration {
  override async up(): Promise<void> {
    this.addSql(readSqlFunction('game_settings_versions_fixed'));
    this.addSql(`
      create table game_settings_versions (
        id uuid primary key default gen_random_uuid(),
        game varchar(20) not null,
        version integer not null check (version >= 1),
        prize_table jsonb not null,
        limits jsonb not null,
        created_at timestamptz not null,
        unique (game, version)
      );

      insert into game_settings_versions (id, game, version, prize_table, limits, created_at)
        select t.id, t.game, t.version, t.prize_table, coalesce(c.limits, '{}'::jsonb), t.created_at
        from game_tables t left join game_configs c on c.game = t.game;

      alter table game_plays drop constraint game_plays_table_id_fkey;
      alter table game_plays rename column table_id to settings_id;
      alter table game_plays add constraint game_plays_settings_id_fkey foreign key (settings_id) references game_settings_versions(id);

      alter table game_configs drop constraint game_configs_table_id_fkey;
      alter table game_configs rename column table_id to settings_id;
      alter table game_configs add constraint game_configs_settings_id_fkey foreign key (settings_id) references game_settings_versions(id);
      alter table game_configs drop column limits;

      drop table game_tables;

      create trigger game_settings_versions_fixed before update or delete on game_settings_versions
        for each row execute function game_settings_versions_fixed();
      -- The games' public read (GAMES_TOPIC) shows the current version: a new one announces it, as
      -- game_tables' inserts did (migration 0029).
      create trigger game_settings_versions_notify_site_change after insert on game_settings_versions
        for each statement execute function notify_site_change('games');
    `);
  }
}
