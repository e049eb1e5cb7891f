/**
 * SQL over play `p`: an active guess round or an unscratched card. Its outcome must never show until
 * the play is over.
 */
export const PLAY_IS_OPEN_SQL = `(exists (select 1 from guess_rounds g where g.play_id = p.id and g.status = 'active')
  or exists (select 1 from scratch_cards c where c.play_id = p.id and c.revealed_at is null))`;
