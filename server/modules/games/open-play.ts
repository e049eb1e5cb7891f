/**
 * SQL (with the play aliased `p`): whether a play's outcome is still a secret — a Guess the Number
 * round in progress (its outcome is the secret number) or a scratch card not yet scratched (its
 * prize). Nothing may show such an outcome until the play is over, exactly as the game pages keep it.
 */
export const PLAY_IS_OPEN_SQL = `(exists (select 1 from guess_rounds g where g.play_id = p.id and g.status = 'active')
  or exists (select 1 from scratch_cards c where c.play_id = p.id and c.revealed_at is null))`;
