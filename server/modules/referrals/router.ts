import { z } from 'zod';
import { adminProcedure, router, userProcedure } from '../../trpc/init';
import { ACCESS } from '#contract/admin-auth/access';
import { requireCapability } from '../../trpc/require-capability';
import { approveReferral } from './approve-referral';
import { getMyReferrals } from './get-my-referrals';
import { getReferralSettings } from './get-referral-settings';
import { listReferrals } from './list-referrals';
import { rejectReferral } from './reject-referral';
import { reverseReferral } from './reverse-referral';
import {
  adminReferralSchema,
  listReferralsInputSchema,
  myReferralsSchema,
  referralIdInputSchema,
  referralSettingsSchema,
  rejectReferralInputSchema,
  reverseReferralInputSchema,
  revokeReferrerInputSchema,
} from '#contract/referrals/schemas';
import { setCanRefer } from './set-can-refer';
import { updateReferralSettings } from './update-referral-settings';

const referralsOn = requireCapability('referrals');

/** The person's own referrals (/invite, issue 17); answers only while the programme is on. */
export const referralsRouter = router({
  mine: userProcedure.use(referralsOn).output(myReferralsSchema).query(({ ctx }) => getMyReferrals(ctx.deps, ctx.user.id)),
});

/** The admin's review queue, reversing a paid referral, the referrer switch and the programme's settings; every change audited. */
export const adminReferralsRouter = router({
  list: adminProcedure.meta({ admins: ACCESS.money })
    .input(listReferralsInputSchema)
    .output(z.object({ referrals: z.array(adminReferralSchema), total: z.number().int() }))
    .query(({ ctx, input }) => listReferrals(ctx.deps, input)),
  approve: adminProcedure.meta({ admins: ACCESS.money }).input(referralIdInputSchema).output(adminReferralSchema).mutation(({ ctx, input }) => approveReferral(ctx.deps, { ...input, adminId: ctx.admin.id })),
  reject: adminProcedure.meta({ admins: ACCESS.money }).input(rejectReferralInputSchema).output(adminReferralSchema).mutation(({ ctx, input }) => rejectReferral(ctx.deps, { ...input, adminId: ctx.admin.id })),
  reverse: adminProcedure.meta({ admins: ACCESS.money }).input(reverseReferralInputSchema).output(adminReferralSchema).mutation(({ ctx, input }) => reverseReferral(ctx.deps, { ...input, adminId: ctx.admin.id })),
  setCanRefer: adminProcedure.meta({ admins: ACCESS.money })
    .input(revokeReferrerInputSchema)
    .output(z.object({ userId: z.string(), canRefer: z.boolean() }))
    .mutation(({ ctx, input }) => setCanRefer(ctx.deps, { ...input, adminId: ctx.admin.id })),
  settings: adminProcedure.meta({ admins: ACCESS.money }).output(referralSettingsSchema).query(({ ctx }) => getReferralSettings(ctx.deps)),
  updateSettings: adminProcedure.meta({ admins: ACCESS.ownerOnly })
    .input(referralSettingsSchema)
    .output(referralSettingsSchema)
    .mutation(({ ctx, input }) => updateReferralSettings(ctx.deps, { ...input, adminId: ctx.admin.id })),
});
