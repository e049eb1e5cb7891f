import { z } from 'zod';
import { adminProcedure, router, userProcedure } from '../../trpc/init';
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
  adjustBalance: adminProcedure
    .input(adjustBalanceInputSchema)
    .output(z.object({ balancePaise: z.number().int() }))
    .mutation(({ ctx, input }) => adjustBalance(ctx.deps, { ...input, userId: input.id, adminId: ctx.admin.id })),
  checkLedger: adminProcedure.output(ledgerCheckSchema).mutation(({ ctx }) => checkLedger(ctx.deps, { source: 'admin', adminId: ctx.admin.id })),
});

