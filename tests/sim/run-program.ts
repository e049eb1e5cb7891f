import { advanceReferrals, applyToAll, describeOp, explainBatch, figuresOf, initialState, processVipEvents, startUp, reconcileVip, releaseOfferwallCredits, type ModelState, type Observed, type UserFigures } from './model';
import { retriable, type Op, type Program, type Step } from './program';
import type { SimWorld } from './world';

/** What one program did and found. */
export interface ProgramResult {
  problems: string[];
  /** The step at which the first problem showed (steps.length when only the final comparison failed). */
  failedAt: number | null;
  operations: number;
  faults: number;
}

/** A client with no answer asks again (with the same key), up to this many times. */
const RETRIES = 3;

function sameFigures(model: UserFigures, database: UserFigures): boolean {
  return JSON.stringify(model) === JSON.stringify(database);
}

function describeStep(step: Step): string {
  switch (step.kind) {
    case 'batch':
      return `batch${step.terminate ? ' (a backend terminated)' : ''}: ${step.ops.map(describeOp).join(', ')}`;
    case 'advance':
      return `clock +${step.ms / 60_000} min`;
    case 'job':
      return `job ${step.job}${step.twice ? ' twice at once' : ''}`;
    case 'restart':
      return 'server restart';
  }
}

/** Runs the program's steps against the world and the model side by side, then compares the database with the model. */
export async function runProgram(world: SimWorld, program: Program): Promise<ProgramResult> {
  const rules = await world.rules(program);
  const programWorld = await world.prepare(program);
  let states: ModelState[] = [initialState(rules)];
  let operations = 0;
  let faults = 0;

  const fail = (index: number, problems: string[]): ProgramResult => ({
    problems: [`step ${index} — ${index < program.steps.length ? describeStep(program.steps[index]!) : 'final comparison'}`, ...problems],
    failedAt: index,
    operations,
    faults,
  });

  for (const [index, step] of program.steps.entries()) {
    if (step.kind === 'advance') {
      world.clock.advance(step.ms);
      continue;
    }
    if (step.kind === 'restart') {
      faults += 1;
      await world.restart();
      states = startUp(rules, states, world.clock.now().getTime());
      continue;
    }
    // What the step changes must be announced: read into the caches before it, compared with the database after it.
    await world.readCachedValues(programWorld);
    if (step.kind === 'job') {
      if (step.twice) faults += 1;
      await Promise.all(Array.from({ length: step.twice ? 2 : 1 }, () => world.runJob(step.job)));
      const stale = await world.staleCacheEntries();
      if (stale.length) return fail(index, ['cached values differ from the database\'s (a write not announced)', ...stale]);
      const nowMs = world.clock.now().getTime();
      if (step.job === 'release-offerwall-credits') states = applyToAll(states, (state) => releaseOfferwallCredits(rules, state, nowMs));
      if (step.job === 'process-razorpay-events') states = processVipEvents(states, nowMs);
      if (step.job === 'reconcile-vip-orders') states = reconcileVip(states, nowMs);
      if (step.job === 'advance-referrals') states = applyToAll(states, (state) => advanceReferrals(rules, state, nowMs));
      continue;
    }
    const nowMs = world.clock.now().getTime();
    operations += step.ops.length;
    const sending = Promise.all(step.ops.map((op) => world.send(program, programWorld, op)));
    if (step.terminate) {
      faults += 1;
      await world.terminateBackend();
    }
    const observed = await sending;
    const explained = explainBatch(rules, states, step.ops, observed, nowMs);
    if (!explained.states.length) return fail(index, [describeObserved(step.ops, observed), ...explained.problems]);
    states = explained.states;
    // A client that got no answer retries until it gets one; each retry is checked like any operation.
    for (let attempt = 0; attempt < RETRIES; attempt += 1) {
      const lost = step.ops.filter((op, position) => observed[position]!.status === 'in-doubt' && retriable(op));
      if (!lost.length) break;
      const retried = await Promise.all(lost.map((op) => world.send(program, programWorld, op)));
      operations += lost.length;
      const afterRetry = explainBatch(rules, states, lost, retried, world.clock.now().getTime());
      if (!afterRetry.states.length) return fail(index, ['a retry after a lost answer', describeObserved(lost, retried), ...afterRetry.problems]);
      states = afterRetry.states;
      lost.forEach((op) => {
        const position = step.ops.indexOf(op);
        observed[position] = retried[lost.indexOf(op)]!;
      });
    }
    // A statement whose connection was ended after it committed is not announced (decision 034): its entries are forgotten, not failed.
    const stale = await world.staleCacheEntries();
    if (stale.length && !step.terminate) return fail(index, ['cached values differ from the database\'s (a write not announced)', ...stale]);
  }

  const database = await world.figures(program, programWorld);
  const nowMs = world.clock.now().getTime();
  const candidates = states.map((state) => figuresOf(rules, state, nowMs));
  const matching = candidates.find((figures) => figures.every((user, index) => sameFigures(user, database[index]!)));
  const problems: string[] = [];
  if (!matching) {
    const closest = candidates[0]!;
    database.forEach((figures, index) => {
      if (!sameFigures(closest[index]!, figures)) problems.push(`user ${index}: database ${JSON.stringify(figures)}, model ${JSON.stringify(closest[index])}${candidates.length > 1 ? ` (and ${candidates.length - 1} other possible states)` : ''}`);
    });
  }
  problems.push(...(await world.invariantProblems(programWorld)));
  return problems.length ? fail(program.steps.length, problems) : { problems: [], failedAt: null, operations, faults };
}

function describeObserved(ops: Op[], observed: Observed[]): string {
  return `answers: ${ops.map((op, index) => `${describeOp(op)} → ${JSON.stringify(observed[index])}`).join('; ')}`;
}
