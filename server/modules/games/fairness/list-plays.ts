import { refuse } from '#contract/errors';
import type { Deps } from '../../deps';
import { sql, type Narrowed } from '../../sql';
import type { Row } from '../../../../db/row-types.gen';
import { PLAY_IS_OPEN_SQL } from '../open-play';
import type { PlayLimits, PlayTable } from '#contract/games/schemas';

type PlayRow = Pick<Row<'game_plays'>, 'id' | 'game' | 'server_seed_hash' | 'client_seed' | 'nonce' | 'outcome' | 'prize_paise' | 'created_at'> &
  Narrowed<Pick<Row<'game_settings_versions'>, 'version' | 'prize_table' | 'limits'>, { prize_table: PlayTable; limits: PlayLimits }> & {
    revealed_seed: string | null;
    open: boolean;
    total: string;
  };

/** The person's plays matching `where`, newest first; `where` names `p` (game_plays). */
function playRows(deps: Deps, where: string, params: unknown[], tail = '') {
  return sql<PlayRow>(
    deps.em,
    `select p.id, p.game, p.server_seed_hash, p.client_seed, p.nonce, p.outcome, p.prize_paise, p.created_at, v.version, v.prize_table, v.limits,
            case when s.revealed_at is not null then s.server_seed end as revealed_seed, ${PLAY_IS_OPEN_SQL} as open, count(*) over () as total
     from game_plays p join game_settings_versions v on v.id = p.settings_id join fairness_seeds s on s.id = p.seed_id
     where ${where} order by p.created_at desc, p.nonce desc ${tail}`,
    params,
  );
}

/**
 * Each with its settings version (decision 030). The server seed only once revealed; an open play's
 * outcome only once over (a round's secret must not leak).
 */
function toPlay(row: PlayRow) {
  return {
    id: row.id,
    game: row.game,
    /** While the play is open its outcome and prize are secret (null); they appear when it is over. */
    open: row.open,
    outcome: row.open ? null : (row.outcome as Record<string, unknown>),
    prizePaise: row.open ? null : Number(row.prize_paise),
    createdAt: new Date(row.created_at),
    proof: { serverSeedHash: row.server_seed_hash, clientSeed: row.client_seed, nonce: row.nonce, settingsVersion: row.version },
    table: row.prize_table,
    limits: row.limits,
    revealedServerSeed: row.revealed_seed,
  };
}

export async function listPlays(deps: Deps, input: { userId: string; page: number; pageSize: number }) {
  const rows = await playRows(deps, 'p.user_id = ?', [input.userId, input.pageSize, (input.page - 1) * input.pageSize], 'limit ? offset ?');
  return { plays: rows.map(toPlay), total: rows[0] ? Number(rows[0].total) : 0 };
}

/**
 * One of the person's plays, as the list shows it ("Check this play" from a result or a history line).
 * Someone else's play is not found, as a play that does not exist.
 */
export async function getPlay(deps: Deps, input: { userId: string; playId: string }) {
  const [row] = await playRows(deps, 'p.user_id = ? and p.id = ?', [input.userId, input.playId]);
  if (!row) throw refuse('games.play-not-found');
  return toPlay(row);
}
