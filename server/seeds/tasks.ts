import { DEMO_TASKS, demoTaskMarkdown } from '#contract/tasks/demo-tasks';
import type { Deps } from '../modules/deps';
import { saveTask } from '../modules/tasks';
import { claimSeed } from './content';

/** How many people may hand in each demo task, and how often each. */
const DEMO_TASK_LIMITS = { perUserLimit: 1, totalLimit: 1000 };

/** Outside production, once per installation: a few demo tasks so /task is not empty on a fresh `npm start`. */
export async function seedDemoTasks(deps: Deps): Promise<void> {
  await deps.em.transactional(async (em) => {
    if (!(await claimSeed(em, 'seed:tasks', deps.clock.now()))) return;
    for (const task of DEMO_TASKS) {
      await saveTask(
        { ...deps, em },
        { title: task.title, steps: demoTaskMarkdown(task.steps), rewardPaise: task.rewardPaise, proof: task.proof, ...DEMO_TASK_LIMITS, startsAt: null, endsAt: null, enabled: true, adminId: null },
      );
    }
  });
}
