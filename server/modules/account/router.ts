import { SESSION_COOKIE } from '../../trpc/context';
import { router, userProcedure } from '../../trpc/init';
import { enforceRateLimits } from '../../trpc/rate-limit';
import { messageOutputSchema } from '#contract/auth/schemas';
import { deleteAccount } from './delete-account';
import { exportAccountData } from './export-account-data';
import { ACCOUNT_RATE_LIMITS } from './rate-limits';
import { accountExportSchema, deleteAccountInputSchema, setLanguageInputSchema, setTickerOptOutInputSchema } from '#contract/account/schemas';
import { setLanguage } from './set-language';
import { setTickerOptOut } from './set-ticker-opt-out';

/** The user's own data: download it, or delete the account (decision 009). */
export const accountRouter = router({
  export: userProcedure.output(accountExportSchema).query(async ({ ctx }) => {
    await enforceRateLimits(ctx, [ACCOUNT_RATE_LIMITS.exportPerUser, ctx.user.id]);
    return exportAccountData(ctx.deps, { userId: ctx.user.id, currentSessionId: ctx.session.id });
  }),

  setLanguage: userProcedure
    .input(setLanguageInputSchema)
    .output(setLanguageInputSchema)
    .mutation(async ({ ctx, input }) => {
      await enforceRateLimits(ctx, [ACCOUNT_RATE_LIMITS.languagePerUser, ctx.user.id]);
      return setLanguage(ctx.deps, { userId: ctx.user.id, locale: input.locale });
    }),

  setTickerOptOut: userProcedure
    .input(setTickerOptOutInputSchema)
    .output(setTickerOptOutInputSchema)
    .mutation(async ({ ctx, input }) => {
      await enforceRateLimits(ctx, [ACCOUNT_RATE_LIMITS.tickerOptOutPerUser, ctx.user.id]);
      return setTickerOptOut(ctx.deps, { userId: ctx.user.id, tickerOptOut: input.tickerOptOut });
    }),

  delete: userProcedure
    .input(deleteAccountInputSchema)
    .output(messageOutputSchema)
    .mutation(async ({ ctx, input }) => {
      await enforceRateLimits(ctx, [ACCOUNT_RATE_LIMITS.deletePerUser, ctx.user.id]);
      const result = await deleteAccount(ctx.deps, { userId: ctx.user.id, password: input.password });
      ctx.request.cookies.clear(SESSION_COOKIE);
      return result;
    }),
});
