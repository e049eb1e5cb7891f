import type { TASK_PROOF_KINDS } from './rules';

/**
 * The demo tasks' English (server/seeds/tasks.ts seeds them outside production, so a fresh
 * `npm start` has something on /task). The public site words a task that still holds these words
 * from its catalogue in the reader's language (src/i18n/task-words.ts); an admin's edit is shown as written.
 */
export const DEMO_TASKS = [
  {
    key: 'youtube',
    title: 'Subscribe to our YouTube channel (demo)',
    steps: ['Open YouTube and search for “Honest Rewards”.', 'Press Subscribe on the channel.', 'Take a screenshot that shows “Subscribed” and upload it here.'],
    rewardPaise: 500,
    proof: 'image',
  },
  {
    key: 'feedback',
    title: 'Tell us one thing to improve (demo)',
    steps: ['Use the site for a few minutes: play a game or open your wallet.', 'Think of one thing that was hard to find or understand.', 'Write it in a sentence or two in the answer box.'],
    rewardPaise: 300,
    proof: 'text',
  },
  {
    key: 'fairness',
    title: 'Check one of your plays (demo)',
    steps: ['Play any game once, for example Spin & Win.', 'Open “Check this play” on the result or in your wallet history.', 'Reveal your seed and press Verify, then hand in this task.'],
    rewardPaise: 200,
    proof: 'none',
  },
] as const satisfies ReadonlyArray<{ key: string; title: string; steps: readonly string[]; rewardPaise: number; proof: (typeof TASK_PROOF_KINDS)[number] }>;

export type DemoTaskKey = (typeof DEMO_TASKS)[number]['key'];

/** A demo task's steps as the Markdown its row stores (a numbered list). */
export const demoTaskMarkdown = (steps: readonly string[]) => steps.map((step, index) => `${index + 1}. ${step}`).join('\n');

/** The demo task a task still is, by its title as seeded; null for an admin's own task or a retitled one. */
export function demoTaskOf(task: { title: string }): (typeof DEMO_TASKS)[number] | null {
  return DEMO_TASKS.find((demo) => demo.title === task.title) ?? null;
}
