import { trpc } from '../../../lib/trpc';

/** A new client seed or a revealed server seed changes the commitment, the plays' proofs and the games' next nonce. */
export function useRefreshSeed() {
  const utils = trpc.useUtils();
  return () => Promise.all([utils.fairness.invalidate(), utils.games.state.invalidate()]);
}
