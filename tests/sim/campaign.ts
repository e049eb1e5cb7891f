import { describeOp } from './model';
import { generateProgram, type Program, type ProgramShape, type Step } from './program';
import { runProgram, type ProgramResult } from './run-program';
import { SimWorld } from './world';

/**
 * Runs programs seed after seed; a failure is shrunk to the shortest program that still fails and
 * reported with its seed. Worlds (databases) are replaced every `programsPerWorld` programs so the
 * whole-ledger check stays as fast in the ten-thousandth program as in the first.
 */

export interface CampaignOptions {
  postgresAdminUrl: string;
  firstSeed: number;
  runs: number;
  shape: ProgramShape;
  programsPerWorld?: number;
  /** Stop at the first failure (the test budget); the long campaign goes on and counts. */
  stopAtFirstFailure?: boolean;
  /** How long shrinking a failure may take (the test budget's timeout bounds it); by default 10 minutes. */
  shrinkForMs?: number;
  log?: (line: string) => void;
}

export interface CampaignFailure {
  seed: number;
  problems: string[];
  shrunk: Program;
}

export interface CampaignReport {
  programs: number;
  operations: number;
  faults: number;
  wallMs: number;
  failures: CampaignFailure[];
}

/** Retries of a candidate while shrinking: a failure that needs a race may not show every time. */
const SHRINK_TRIES = 3;
const SHRINK_BUDGET = 150;

export async function runCampaign(options: CampaignOptions): Promise<CampaignReport> {
  const log = options.log ?? (() => {});
  const started = Date.now();
  const report: CampaignReport = { programs: 0, operations: 0, faults: 0, wallMs: 0, failures: [] };
  const perWorld = options.programsPerWorld ?? 100;
  let world: SimWorld | null = null;
  try {
    for (let offset = 0; offset < options.runs; offset += 1) {
      if (!world || (offset > 0 && offset % perWorld === 0)) {
        await world?.close();
        world = await SimWorld.create(options.postgresAdminUrl);
      }
      const seed = options.firstSeed + offset;
      const program = generateProgram(seed, options.shape);
      const result = await runProgram(world, program);
      report.programs += 1;
      report.operations += result.operations;
      report.faults += result.faults;
      if (result.problems.length) {
        log(`seed ${seed} FAILED:\n  ${result.problems.join('\n  ')}`);
        const shrinking: ShrinkWorld = new ShrinkWorld(world, options.postgresAdminUrl);
        const shrunk = await shrink(shrinking, program, result, options.shrinkForMs ?? 10 * 60_000);
        world = shrinking.world;
        report.failures.push({ seed, problems: result.problems, shrunk });
        log(`shortest failing program found for seed ${seed} (${countOps(shrunk)} operations):\n${formatProgram(shrunk)}\nreplay: npm run sim -- --seed ${seed}`);
        if (options.stopAtFirstFailure) break;
      }
      if (report.programs % 100 === 0) log(`${report.programs} programs, ${report.operations} operations, ${report.faults} faults, ${report.failures.length} failures, ${Math.round((Date.now() - started) / 1000)} s`);
    }
  } finally {
    await world?.close();
  }
  report.wallMs = Date.now() - started;
  return report;
}

function countOps(program: Program): number {
  return program.steps.reduce((sum, step) => sum + (step.kind === 'batch' ? step.ops.length : 1), 0);
}

/** The world programs run in while shrinking: a failure that broke the whole ledger would make every later attempt fail, so such a world is replaced. */
class ShrinkWorld {
  constructor(
    public world: SimWorld,
    private readonly postgresAdminUrl: string,
  ) {}

  async stillFails(candidate: Program): Promise<boolean> {
    for (let attempt = 0; attempt < SHRINK_TRIES; attempt += 1) {
      const { problems } = await runProgram(this.world, candidate);
      if (problems.some((problem) => problem.startsWith('ledger check'))) {
        await this.world.close();
        this.world = await SimWorld.create(this.postgresAdminUrl);
      }
      if (problems.length) return true;
    }
    return false;
  }
}

/**
 * Delta debugging over steps, then over the operations of each batch, then faults: each smaller
 * program that still fails replaces the current one. Steps after the first failing one are
 * dropped first, since they cannot matter.
 */
async function shrink(world: ShrinkWorld, program: Program, result: ProgramResult, forMs: number): Promise<Program> {
  let current: Program = { ...program, steps: program.steps.slice(0, Math.min(program.steps.length, (result.failedAt ?? program.steps.length) + 1)) };
  let budget = SHRINK_BUDGET;
  const deadline = Date.now() + forMs;
  const attempt = async (candidate: Program): Promise<boolean> => {
    if (budget <= 0 || Date.now() > deadline) return false;
    budget -= 1;
    if (await world.stillFails(candidate)) {
      current = candidate;
      return true;
    }
    return false;
  };
  if (!(await world.stillFails(current))) current = program;

  for (let chunk = Math.ceil(current.steps.length / 2); chunk >= 1; chunk = Math.floor(chunk / 2)) {
    for (let start = 0; start < current.steps.length; ) {
      const steps = [...current.steps.slice(0, start), ...current.steps.slice(start + chunk)];
      if (!(await attempt({ ...current, steps }))) start += chunk;
    }
  }
  for (let index = 0; index < current.steps.length; index += 1) {
    const step = current.steps[index]!;
    if (step.kind !== 'batch') continue;
    for (let op = 0; op < (current.steps[index] as Extract<Step, { kind: 'batch' }>).ops.length; ) {
      const batch = current.steps[index] as Extract<Step, { kind: 'batch' }>;
      if (batch.ops.length === 1) break;
      const smaller: Step = { ...batch, ops: batch.ops.filter((_, position) => position !== op) };
      if (!(await attempt({ ...current, steps: current.steps.map((candidate, position) => (position === index ? smaller : candidate)) }))) op += 1;
    }
    const batch = current.steps[index] as Extract<Step, { kind: 'batch' }>;
    if (batch.terminate) await attempt({ ...current, steps: current.steps.map((candidate, position) => (position === index ? { kind: 'batch', ops: batch.ops } : candidate)) });
  }
  return current;
}

export function formatProgram(program: Program): string {
  const setup = `  setup: ${program.users} users; promos ${JSON.stringify(program.promos)}; products ${JSON.stringify(program.products)}; offerwall txns ${JSON.stringify(program.txns)}; tasks ${JSON.stringify(program.tasks)}; VIP orders ${JSON.stringify(program.vipOrders)}; friends ${JSON.stringify(program.friends)} (users ${program.users}…)`;
  const steps = program.steps.map((step, index) => {
    switch (step.kind) {
      case 'batch':
        return `  ${index}. at once${step.terminate ? ', a backend terminated' : ''}: ${step.ops.map(describeOp).join(' | ')}`;
      case 'advance':
        return `  ${index}. clock +${Math.round(step.ms / 60_000)} min`;
      case 'job':
        return `  ${index}. job ${step.job}${step.twice ? ' ×2 at once' : ''}`;
      case 'restart':
        return `  ${index}. server restart`;
    }
  });
  return [setup, ...steps].join('\n');
}
