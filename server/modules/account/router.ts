import { SESSION_COOKIE } from '../../trpc/context';
import { router, userProcedure } from '../../trpc/init';
import { rateLimit } from '../../trpc/rate-limit';
import { messageOutputSchema } from '#contract/auth/schemas';
import { deleteAccount } from './delete-account';
import { exportAccountData } from './export-account-data';
import { ACCOUNT_RATE_LIMITS } from './rate-limits';
import { accountExportSchema, deleteAccountInputSchema, setLanguageInputSchema, setTickerOptOutInputSchema } from '#contract/account/schemas';
import { setLanguage } from './set-language';
import { setTickerOptOut } from './set-ticker-opt-out';

/** The user's own data: download it, or delete the account (decision 009). */
export const accountRouter = router({
  export: userProcedure
    .output(accountExportSchema)
    .use(rateLimit(ACCOUNT_RATE_LIMITS.exportPerUser))
    .query(({ ctx }) => exportAccountData(ctx.deps, { userId: ctx.user.id, currentSessionId: ctx.session.id })),

  setLanguage: userProcedure
    .input(setLanguageInputSchema)
    .output(setLanguageInputSchema)
    .use(rateLimit(ACCOUNT_RATE_LIMITS.languagePerUser))
    .mutation(({ ctx, input }) => setLanguage(ctx.deps, { userId: ctx.user.id, locale: input.locale })),

  setTickerOptOut: userProcedure
    .input(setTickerOptOutInputSchema)
    .output(setTickerOptOutInputSchema)
    .use(rateLimit(ACCOUNT_RATE_LIMITS.tickerOptOutPerUser))
    .mutation(({ ctx, input }) => setTickerOptOut(ctx.deps, { userId: ctx.user.id, tickerOptOut: input.tickerOptOut })),

  delete: userProcedure
    .input(deleteAccountInputSchema)
    .output(messageOutputSchema)
    .use(rateLimit(ACCOUNT_RATE_LIMITS.deletePerUser))
    .mutation(async ({ ctx, input }) => {
      const result = await deleteAccount(ctx.deps, { userId: ctx.user.id, password: input.password });
      ctx.request.cookies.clear(SESSION_COOKIE);
      return result;
    }),
});
