import { z } from 'zod';
import { adminProcedure, router, userProcedure } from '../../trpc/init';
import { ACCESS } from '#contract/admin-auth/access';
import { creditNeedsApproval } from '#contract/approvals/rules';
import { readThresholds, requestApproval } from '../approvals';
import { adjustBalance } from './adjust-balance';
import { checkLedger } from './check-ledger';
import { getWalletSummary } from './get-wallet-summary';
import { listHistory } from './list-history';
import { adjustBalanceInputSchema, historyInputSchema, historyOutputSchema, ledgerCheckSchema, walletSummarySchema } from '#contract/wallet/schemas';

export const walletRouter = router({
  summary: userProcedure.output(walletSummarySchema).query(({ ctx }) => getWalletSummary(ctx.deps, ctx.user.id)),
  history: userProcedure
    .input(historyInputSchema)
    .output(historyOutputSchema)
    .query(({ ctx, input }) => listHistory(ctx.deps, { ...input, userId: ctx.user.id })),
});

export const adminWalletRouter = router({
  // A credit above the owner's threshold waits for another admin (decision 048): `pendingApprovalId` says so, the balance as it stands.
  adjustBalance: adminProcedure
    .meta({ admins: ACCESS.money })
    .input(adjustBalanceInputSchema)
    .output(z.object({ balancePaise: z.number().int(), pendingApprovalId: z.string().optional() }))
    .mutation(async ({ ctx, input }) => {
      if (input.type === 'add' && creditNeedsApproval(input.amountPaise, await readThresholds(ctx.deps))) {
        const { approvalId } = await requestApproval(ctx.deps, { kind: 'balance-credit', adminId: ctx.admin.id, input, amountPaise: input.amountPaise, targetUserId: input.id });
        return { balancePaise: (await getWalletSummary(ctx.deps, input.id)).balancePaise, pendingApprovalId: approvalId };
      }
      return adjustBalance(ctx.deps, { ...input, userId: input.id, adminId: ctx.admin.id });
    }),
  checkLedger: adminProcedure.meta({ admins: ACCESS.money }).output(ledgerCheckSchema).mutation(({ ctx }) => checkLedger(ctx.deps, { source: 'admin', adminId: ctx.admin.id })),
});

