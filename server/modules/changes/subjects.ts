import type { EntityManager } from '@mikro-orm/postgresql';
import { lowers } from '#contract/changes/rules';
import { refuse } from '#contract/errors';
import { describeOdds } from '#contract/games/expected-payout';
import type { ScheduleChangeInput } from '#contract/changes/schemas';
import { getReferralSettings } from '../referrals';
import { loadGameConfig } from '../games';
import { sql } from '../sql';
import type { Row } from '../../../db/row-types.gen';

/** What a change is about and its value now and after, as the changelog records them. */
export interface MeasuredChange {
  subject: string;
  oldValue: number;
  newValue: number;
  /** A game's table and limits to write when it applies. */
  settings: unknown;
}

/** The value a change lowers (a reward, an expected value per play) or raises (a price), today and after it. */
export async function measureChange(em: EntityManager, input: ScheduleChangeInput): Promise<MeasuredChange> {
  switch (input.kind) {
    case 'product-price': {
      const [row] = await sql<Pick<Row<'reward_products'>, 'price_paise'>>(em, `select price_paise from reward_products where id = ?`, [input.productId]);
      if (!row) throw refuse('changes.subject-not-found');
      return { subject: input.productId, oldValue: Number(row.price_paise), newValue: input.pricePaise, settings: null };
    }
    case 'game-settings': {
      const current = await loadGameConfig(em, input.settings.game);
      return {
        subject: input.settings.game,
        oldValue: describeOdds(current).expectedPaise,
        newValue: describeOdds(input.settings).expectedPaise,
        settings: { table: input.settings.table, limits: input.settings.limits },
      };
    }
    case 'referral-reward': {
      const current = await getReferralSettings({ em });
      return { subject: input.field, oldValue: current[input.field], newValue: input.paise, settings: null };
    }
    case 'task-reward': {
      const [row] = await sql<Pick<Row<'tasks'>, 'reward_paise'>>(em, `select reward_paise from tasks where id = ?`, [input.taskId]);
      if (!row) throw refuse('changes.subject-not-found');
      return { subject: input.taskId, oldValue: row.reward_paise, newValue: input.rewardPaise, settings: null };
    }
  }
}

/** A price that rises gives less for the same balance; every other kind gives less when its value falls. */
export const givesLess = ({ kind }: Pick<ScheduleChangeInput, 'kind'>, { oldValue, newValue }: MeasuredChange): boolean =>
  kind === 'product-price' ? newValue > oldValue : lowers(oldValue, newValue);
