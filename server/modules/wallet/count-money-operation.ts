import { AppError } from '#contract/errors';
import { moneyOperations } from '../../metrics';

/**
 * Runs one money operation and counts its answer for /metrics: `ok`, `replayed` (an idempotent
 * retry that changed nothing) or the refusal's code. Counted as the ledger function answered; a
 * caller's transaction that rolls back afterwards is not subtracted.
 */
export async function countMoneyOperation<T>(kind: string, work: () => Promise<T>, wasReplay: (result: T) => boolean = () => false): Promise<T> {
  try {
    const result = await work();
    moneyOperations.inc({ kind, result: wasReplay(result) ? 'replayed' : 'ok' });
    return result;
  } catch (error) {
    moneyOperations.inc({ kind, result: error instanceof AppError ? error.code : 'error' });
    throw error;
  }
}
