import { AppError } from '#contract/errors';
import { moneyOperations } from '../../metrics';

/**
 * Counts for /metrics: `ok`, `replayed` or the refusal code, as the ledger function answered — a
 * caller's transaction rolled back afterwards is not subtracted.
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
