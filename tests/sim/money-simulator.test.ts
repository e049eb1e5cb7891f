import { describe, expect, inject, it } from 'vitest';
import { formatProgram, runCampaign } from './campaign';

/**
 * The money simulator's fixed budget in `npm test` (docs/reliability.md): 200 seeded programs of a
 * smaller shape than the long campaign's, against the real server code and real PostgreSQL, with
 * faults. A failure names its seed and the shortest failing program; `npm run sim -- --seed S
 * --users 4 --clients 4 --steps 12` replays it.
 */

const PROGRAMS_PER_TEST = 25;
const TESTS = 8;
const TEST_SHAPE = { users: 4, clients: 4, steps: 12 };
/** Fixed seeds: a failure in CI replays the same program here. The long campaign covers other seeds. */
const FIRST_SEED = 1;

describe('the money simulator', () => {
  for (let part = 0; part < TESTS; part += 1) {
    const firstSeed = FIRST_SEED + part * PROGRAMS_PER_TEST;
    it(`finds no money error in programs ${firstSeed}–${firstSeed + PROGRAMS_PER_TEST - 1}`, async () => {
      const report = await runCampaign({
        postgresAdminUrl: inject('postgresAdminUrl'),
        firstSeed,
        runs: PROGRAMS_PER_TEST,
        shape: TEST_SHAPE,
        programsPerWorld: PROGRAMS_PER_TEST,
        stopAtFirstFailure: true,
        shrinkForMs: 45_000,
      });
      const failure = report.failures[0];
      expect(
        failure && `seed ${failure.seed}: ${failure.problems.join('\n')}\nshortest failing program:\n${formatProgram(failure.shrunk)}`,
      ).toBeUndefined();
      expect(report.programs).toBe(PROGRAMS_PER_TEST);
    }, 120_000);
  }
});
