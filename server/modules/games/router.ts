import { adminProcedure, publicProcedure, router, userProcedure, verifiedUserProcedure } from '../../trpc/init';
import { ACCESS } from '#contract/admin-auth/access';
import { pageQuerySchema } from '#contract/shared-schemas';
import { claimDailyLogin } from './claim-daily-login';
import { claimShareBonus } from './claim-share-bonus';
import { getCommitment } from './fairness/get-commitment';
import { getPlay, listPlays } from './fairness/list-plays';
import { rotateSeed } from './fairness/rotate-seed';
import { setClientSeed } from './fairness/set-client-seed';
import { flipCoin } from './flip-coin';
import { getGamesState } from './get-games-state';
import { listGameConfigs } from './list-game-configs';
import { makeGuess } from './make-guess';
import { playSpin } from './play-spin';
import { saveGameConfig } from './save-game-config';
import { advanceScratchCard } from './scratch-card';
import {
  adminGamesListOutputSchema,
  claimDailyLoginOutputSchema,
  commitmentOutputSchema,
  flipInputSchema,
  flipOutputSchema,
  gamesStateOutputSchema,
  guessInputSchema,
  guessOutputSchema,
  playInputSchema,
  playSchema,
  playsOutputSchema,
  rotateSeedOutputSchema,
  scratchOutputSchema,
  setClientSeedInputSchema,
  shareBonusOutputSchema,
  spinInputSchema,
  spinOutputSchema,
  startGuessOutputSchema,
  updateGameConfigInputSchema,
  updateGameConfigOutputSchema,
} from '#contract/games/schemas';
import { startGuessRound } from './start-guess-round';

export const gamesRouter = router({
  /** Rules, odds and budget state for everyone; limits, rounds and the seed commitment for a user. */
  state: publicProcedure.output(gamesStateOutputSchema).query(({ ctx }) => getGamesState(ctx.deps, { userId: ctx.user?.id ?? null })),
  spin: verifiedUserProcedure.input(spinInputSchema).output(spinOutputSchema).mutation(({ ctx, input }) => playSpin(ctx.deps, { userId: ctx.user.id, clientSeed: input.clientSeed })),
  shareBonus: verifiedUserProcedure.output(shareBonusOutputSchema).mutation(({ ctx }) => claimShareBonus(ctx.deps, { userId: ctx.user.id })),
  startGuess: verifiedUserProcedure.output(startGuessOutputSchema).mutation(({ ctx }) => startGuessRound(ctx.deps, { userId: ctx.user.id })),
  guess: verifiedUserProcedure.input(guessInputSchema).output(guessOutputSchema).mutation(({ ctx, input }) => makeGuess(ctx.deps, { userId: ctx.user.id, number: input.number })),
  flip: verifiedUserProcedure.input(flipInputSchema).output(flipOutputSchema).mutation(({ ctx, input }) => flipCoin(ctx.deps, { userId: ctx.user.id, side: input.side })),
  scratch: verifiedUserProcedure.output(scratchOutputSchema).mutation(({ ctx }) => advanceScratchCard(ctx.deps, { userId: ctx.user.id })),
  claimDailyLogin: verifiedUserProcedure.output(claimDailyLoginOutputSchema).mutation(({ ctx }) => claimDailyLogin(ctx.deps, { userId: ctx.user.id })),
});

export const fairnessRouter = router({
  commitment: userProcedure.output(commitmentOutputSchema).query(({ ctx }) => getCommitment(ctx.deps, ctx.user.id)),
  rotate: userProcedure.output(rotateSeedOutputSchema).mutation(({ ctx }) => rotateSeed(ctx.deps, { userId: ctx.user.id })),
  setClientSeed: userProcedure.input(setClientSeedInputSchema).output(commitmentOutputSchema).mutation(({ ctx, input }) => setClientSeed(ctx.deps, { userId: ctx.user.id, clientSeed: input.clientSeed })),
  plays: userProcedure.input(pageQuerySchema).output(playsOutputSchema).query(({ ctx, input }) => listPlays(ctx.deps, { ...input, userId: ctx.user.id })),
  play: userProcedure.input(playInputSchema).output(playSchema).query(({ ctx, input }) => getPlay(ctx.deps, { userId: ctx.user.id, playId: input.playId })),
});

export const adminGamesRouter = router({
  list: adminProcedure.meta({ admins: ACCESS.ownerOnly }).output(adminGamesListOutputSchema).query(({ ctx }) => listGameConfigs(ctx.deps)),
  update: adminProcedure.meta({ admins: ACCESS.ownerOnly }).input(updateGameConfigInputSchema).output(updateGameConfigOutputSchema).mutation(({ ctx, input }) => saveGameConfig(ctx.deps, { ...input, adminId: ctx.admin.id })),
});
