import { AppError } from '../../errors';
import type { Deps } from '../deps';
import { istDate } from '../time/ist';
import { credit } from '../wallet/credit';
import { getWalletSummary } from '../wallet/get-wallet-summary';
import { sql } from '../wallet/sql';
import { PROMO_MESSAGES } from './schemas';

interface PromoRow {
  id: string;
  code: string;
  amount_paise: string;
  is_active: boolean;
  max_uses: number | null;
  uses_count: number;
  expires_at: Date | null;
  daily_for: string | null;
}

/**
 * Redeems a code once per user. The code row is locked first, so concurrent redemptions of one
 * code queue up: the use count and the per-user uniqueness are decided one at a time, and the
 * credit is posted in the same transaction.
 */
export async function redeemPromoCode(deps: Deps, input: { userId: string; code: string }) {
  const now = deps.clock.now();
  return deps.em.transactional(async (em) => {
    const [promo] = await sql<PromoRow>(em, `select id, code, amount_paise, is_active, max_uses, uses_count, expires_at, to_char(daily_for, 'YYYY-MM-DD') as daily_for from promo_codes where code = ? for update`, [input.code]);
    if (!promo) throw new AppError('NOT_FOUND', PROMO_MESSAGES.unknown);
    if (!promo.is_active) throw new AppError('BAD_INPUT', PROMO_MESSAGES.inactive);
    if (promo.expires_at && new Date(promo.expires_at) <= now) throw new AppError('BAD_INPUT', PROMO_MESSAGES.expired);
    if (promo.daily_for && promo.daily_for !== istDate(now)) throw new AppError('BAD_INPUT', promo.daily_for < istDate(now) ? PROMO_MESSAGES.expired : PROMO_MESSAGES.notToday);
    const [used] = await sql(em, `select 1 from promo_redemptions where promo_code_id = ? and user_id = ?`, [promo.id, input.userId]);
    if (used) throw new AppError('CONFLICT', PROMO_MESSAGES.alreadyUsed);
    if (promo.max_uses !== null && promo.uses_count >= promo.max_uses) throw new AppError('CONFLICT', PROMO_MESSAGES.exhausted);

    const amountPaise = Number(promo.amount_paise);
    const transfer = await credit({ ...deps, em }, {
      userId: input.userId,
      from: 'promotions',
      kind: 'promo',
      amountPaise,
      description: `Promo code ${promo.code}`,
      idempotencyKey: `promo:${promo.id}:${input.userId}`,
      reference: promo.id,
      promoCode: promo.code,
    });
    await sql(em, `update promo_codes set uses_count = uses_count + 1 where id = ?`, [promo.id]);
    await sql(em, `insert into promo_redemptions (promo_code_id, user_id, transfer_id, created_at) values (?, ?, ?, ?)`, [promo.id, input.userId, transfer.transferId, now]);
    const { balancePaise } = await getWalletSummary({ ...deps, em }, input.userId);
    return { amountPaise, code: promo.code, newBalancePaise: balancePaise };
  });
}
