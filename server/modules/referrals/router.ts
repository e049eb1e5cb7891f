import { z } from 'zod';
import { adminProcedure, router, userProcedure } from '../../trpc/init';
import { requireCapability } from '../../trpc/require-capability';
import {
  adminReferralSchema,
  listReferralsInputSchema,
  myReferralsSchema,
  referralIdInputSchema,
  referralSettingsSchema,
  rejectReferralInputSchema,
  revokeReferrerInputSchema,
} from './schemas';

// Temporary: the contract's procedures are wired first so the SPAs typecheck; the operations follow.
function notYetBuilt(): never {
  throw new Error('referrals: not built yet');
}

const referralsOn = requireCapability('referrals');

/** The person's own referrals (/invite, issue 17); answers only while the programme is on. */
export const referralsRouter = router({
  mine: userProcedure.use(referralsOn).output(myReferralsSchema).query(() => notYetBuilt()),
});

/** The admin's review queue, the referrer switch and the programme's settings. */
export const adminReferralsRouter = router({
  list: adminProcedure
    .input(listReferralsInputSchema)
    .output(z.object({ referrals: z.array(adminReferralSchema), total: z.number().int() }))
    .query(() => notYetBuilt()),
  approve: adminProcedure.input(referralIdInputSchema).output(adminReferralSchema).mutation(() => notYetBuilt()),
  reject: adminProcedure.input(rejectReferralInputSchema).output(adminReferralSchema).mutation(() => notYetBuilt()),
  setCanRefer: adminProcedure
    .input(revokeReferrerInputSchema)
    .output(z.object({ userId: z.string(), canRefer: z.boolean() }))
    .mutation(() => notYetBuilt()),
  settings: adminProcedure.output(referralSettingsSchema).query(() => notYetBuilt()),
  updateSettings: adminProcedure.input(referralSettingsSchema).output(referralSettingsSchema).mutation(() => notYetBuilt()),
});
