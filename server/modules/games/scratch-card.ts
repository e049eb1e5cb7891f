import type { Deps } from '../deps';
import { nextIstMidnight } from '#contract/time/ist';
import { sql, type Narrowed } from '../sql';
import type { Row } from '../../../db/row-types.gen';
import { addToGameDay } from './game-day';
import { balanceOf, drawAndRecord, openGame, payPrize, withPlayScope, type Proof } from './play-engine';

type CardRow = Pick<Row<'scratch_cards'>, 'play_id' | 'revealed_at'> &
  Narrowed<Pick<Row<'game_plays'>, 'outcome' | 'prize_paise' | 'nonce' | 'server_seed_hash' | 'client_seed'>, { outcome: { index: number } }> &
  Narrowed<Pick<Row<'game_settings_versions'>, 'version' | 'prize_table'>, { prize_table: { segments: Array<{ label: string }> } }>;

/**
 * One step per call: issued (outcome drawn now, before scratching) → revealed (paid). An earlier
 * day's unrevealed card is revealed and paid first.
 */
export async function advanceScratchCard(deps: Deps, input: { userId: string }) {
  return withPlayScope(deps, input.userId, async (scope) => {
    const nextCardAt = nextIstMidnight(scope.now);
    // A card issued before midnight and scratched after it is still that card: its drawn prize
    // (already counted as paid on its day) is revealed and credited before a new card is issued.
    const [card] = await sql<CardRow>(
      scope.em,
      `select c.play_id, c.revealed_at, p.outcome, p.prize_paise, p.nonce, p.server_seed_hash, p.client_seed, v.version, v.prize_table
       from scratch_cards c join game_plays p on p.id = c.play_id join game_settings_versions v on v.id = p.settings_id
       where c.user_id = ? and (c.ist_day = ? or c.revealed_at is null) order by c.ist_day limit 1 for update of c`,
      [scope.userId, scope.istDay],
    );
    if (!card) {
      const { config } = await openGame(scope, 'scratch');
      const segments = config.table.segments;
      const play = await drawAndRecord(scope, {
        game: 'scratch',
        fairGame: 'scratch',
        config,
        weights: segments.map((segment) => segment.weight),
        prizeOf: (outcome) => (outcome.game === 'scratch' ? segments[outcome.index]!.prizePaise : 0),
      });
      await sql(scope.em, `insert into scratch_cards (user_id, ist_day, play_id) values (?, ?, ?)`, [scope.userId, scope.istDay, play.playId]);
      await addToGameDay(scope.em, 'scratch', scope.istDay, { plays: 1, wins: play.prizePaise > 0 ? 1 : 0, paidPaise: play.prizePaise });
      return { status: 'issued' as const, proof: play.proof, nextCardAt, prize: null };
    }
    const proof: Proof = { serverSeedHash: card.server_seed_hash, clientSeed: card.client_seed, nonce: card.nonce, settingsVersion: card.version };
    const prizePaise = Number(card.prize_paise);
    const label = card.prize_table.segments[card.outcome.index]?.label ?? '';
    if (!card.revealed_at) await sql(scope.em, `update scratch_cards set revealed_at = ? where play_id = ?`, [scope.now, card.play_id]);
    const balancePaise = card.revealed_at ? await balanceOf(scope) : await payPrize(scope, { playId: card.play_id, prizePaise, line: { code: 'game.scratch.won', values: { amountPaise: prizePaise } } });
    return { status: 'revealed' as const, playId: card.play_id, proof, nextCardAt, prize: { index: card.outcome.index, label, prizePaise }, balancePaise };
  });
}
