import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { DAY_MS, type ShiftedClock } from '../clock';
import type { JobTasks } from '../jobs/tasks';

/** Far enough for any hold or window a test jumps over (holds are at most 90 days, windows 365). */
const MAX_ADVANCE_MS = 400 * DAY_MS;

const advanceSchema = z.object({ advanceMs: z.number().int().min(0).max(MAX_ADVANCE_MS) });

/**
 * Test-only routes (TEST_CLOCK_CONTROL=1, refused in production; loaded only then): `POST /__test/clock`
 * `{ advanceMs }` moves the clock; `POST /__test/jobs/{name}` runs that background task now and answers `{ ran, now }`.
 */
export function registerTestClockRoutes(app: FastifyInstance, { clock, tasks }: { clock: ShiftedClock; tasks: JobTasks }): void {
  app.post('/__test/clock', async (request, reply) => {
    const parsed = advanceSchema.safeParse(request.body);
    if (!parsed.success) return reply.code(400).send({ message: `advanceMs must be a whole number of milliseconds from 0 to ${MAX_ADVANCE_MS}` });
    clock.advance(parsed.data.advanceMs);
    return { now: clock.now().toISOString() };
  });

  app.post('/__test/jobs/:name', async (request, reply) => {
    const { name } = request.params as { name: string };
    const task = Object.hasOwn(tasks, name) ? tasks[name] : undefined;
    if (!task) return reply.code(404).send({ message: `No job named ${name}` });
    await task({});
    return { ran: name, now: clock.now().toISOString() };
  });
}
