import { PromoCode } from '../../../db/entities';
import { refuse } from '#contract/errors';
import { recordAudit } from '../audit';
import { isUniqueViolation, type Deps } from '../deps';
import { announceChange } from '../cache';
import { type CreatePromoCodeInput } from '#contract/promo/schemas';
import { withinContentPromoLimit } from '#contract/promo/rules';
import type { AdminRole } from '#contract/admin-auth/roles';
import { getContentPromoLimit } from '../settings';
import { toPromoCodeView } from './to-promo-code-view';

/** The content role creates codes up to the owner's limit (decision 046); finance and the owner are not limited here. */
async function refuseOverContentLimit(deps: Deps, input: CreatePromoCodeInput, role: AdminRole): Promise<void> {
  if (role !== 'content') return;
  const limitPaise = await getContentPromoLimit(deps);
  if (!withinContentPromoLimit(input, limitPaise)) throw refuse('promo.over-content-limit', { limitPaise });
}

/** One daily code and one VIP code per date: each page shows one code for the day. */
async function refuseTakenDay(em: Deps['em'], input: CreatePromoCodeInput): Promise<void> {
  if (input.dailyFor && (await em.count(PromoCode, { dailyFor: input.dailyFor, isActive: true, vipOnly: input.vipOnly ?? false }))) throw refuse('promo.daily-taken');
}

/**
 * Everything that would refuse the code, checked before it is created or parked for a second
 * admin (decision 048): a parked code that could never be created would only waste the
 * approver's time. Creation checks the day again in its transaction, and the unique index the name.
 */
export async function refuseUncreatablePromoCode(deps: Deps, input: CreatePromoCodeInput, role: AdminRole): Promise<void> {
  await refuseOverContentLimit(deps, input, role);
  if (input.expiresAt && input.expiresAt.getTime() <= deps.clock.now().getTime()) throw refuse('promo.expiry-past');
  if (await deps.em.count(PromoCode, { code: input.code })) throw refuse('promo.duplicate');
  await refuseTakenDay(deps.em, input);
}

export async function createPromoCode(deps: Deps, input: CreatePromoCodeInput & { adminId: string; adminRole: AdminRole }) {
  await refuseUncreatablePromoCode(deps, input, input.adminRole);
  try {
    return await deps.em.transactional(async (em) => {
      await refuseTakenDay(em, input);
      const promo = em.create(PromoCode, {
        code: input.code,
        amountPaise: input.amountPaise,
        isActive: true,
        maxUses: input.maxUses ?? null,
        usesCount: 0,
        expiresAt: input.expiresAt ?? null,
        dailyFor: input.dailyFor ?? null,
        vipOnly: input.vipOnly ?? false,
        createdAt: deps.clock.now(),
      });
      await em.flush();
      const view = toPromoCodeView(promo);
      recordAudit({ ...deps, em }, { adminId: input.adminId, action: 'promo.create', targetType: 'promo-code', targetId: promo.id, after: view });
      await em.flush();
      announceChange(em, 'promo');
      return view;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw refuse('promo.duplicate');
    throw error;
  }
}
