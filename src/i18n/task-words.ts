import { demoTaskOf } from '#contract/tasks/demo-tasks';
import { asWritten, type Worded } from './as-written';
import { m } from './paraglide/messages';

/**
 * A task's title as /task shows it. Tasks are admin-written; the demo tasks a development start seeds
 * (DEMO_TASKS) are worded by the catalogue, so they read in the reader's language.
 */
export function taskTitle(task: { title: string }): Worded {
  const demo = demoTaskOf(task);
  return demo ? { text: m['tasks.demo.title']({ key: demo.key }) } : asWritten(task.title);
}

/** A demo task's steps in the reader's language; null for an admin's task (its own Markdown is shown). */
export function demoTaskSteps(task: { title: string }): string[] | null {
  const demo = demoTaskOf(task);
  return demo ? demo.steps.map((_, index) => m['tasks.demo.step']({ key: demo.key, step: (index + 1) as 1 | 2 | 3 })) : null;
}
