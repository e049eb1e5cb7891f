import { Link } from '@tanstack/react-router';
import type { PublicTask } from '#contract/tasks/schemas';
import { Card, Notice } from '../../../components/ui/feedback';
import { appCodeOf, messageFor } from '#kit/lib/errors';
import { ARTICLE_BODY } from '#kit/ui/article-body';
import { buttonClasses } from '#kit/ui/button';
import { ErrorState, LoadingState } from '#kit/ui/states';
import { m } from '#i18n/paraglide/messages';
import { demoTaskSteps, taskTitle } from '#i18n/task-words';
import { trpc } from '../../../lib/trpc';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useSession } from '../../auth';
import { ProofForm } from './proof-form';
import { ChangeNotice } from '../../changes';
import { TaskFacts } from './task-facts';

/** /task/<id>: a task's steps, reward, slots and end date, and the proof form while the person may still hand it in. */
export function TaskPage({ taskId }: { taskId: string }) {
  const task = trpc.tasks.get.useQuery({ id: taskId }, { staleTime: 0 });
  useDocumentTitle(task.data ? taskTitle(task.data).text : m['tasks.title']());
  return (
    <div className="mx-auto max-w-3xl space-y-6">
      <Link to="/task/$" params={{ _splat: '' }} className="text-sm font-semibold text-emerald-300 underline underline-offset-4 hover:text-emerald-200">
        {m['tasks.back']()}
      </Link>
      {task.isPending ? (
        <Card>
          <LoadingState label={m['tasks.task-loading']()} lines={4} />
        </Card>
      ) : task.isError ? (
        appCodeOf(task.error) === 'tasks.not-found' ? (
          <Notice tone="info">{messageFor(task.error)}</Notice>
        ) : (
          <ErrorState message={messageFor(task.error, m['tasks.task-failed']())} onRetry={() => void task.refetch()} retrying={task.isFetching} />
        )
      ) : (
        <TaskDetail task={task.data} />
      )}
    </div>
  );
}

function TaskDetail({ task }: { task: PublicTask }) {
  const title = taskTitle(task);
  const demoSteps = demoTaskSteps(task);
  return (
    <>
      <header>
        <h1 lang={title.lang} className="text-2xl font-bold tracking-tight break-words text-white sm:text-3xl">
          {title.text}
        </h1>
        <div className="mt-4">
          <TaskFacts task={task} />
        </div>
        <ChangeNotice kind="task-reward" subject={task.id} detailed className="mt-4" />
      </header>
      <Card titleId="task-steps-title" title={m['tasks.steps-title']()}>
        {demoSteps ? (
          <ol className="mt-3 list-decimal space-y-2 pl-5 text-indigo-100 marker:text-emerald-300">
            {demoSteps.map((step) => (
              <li key={step}>{step}</li>
            ))}
          </ol>
        ) : (
          // The server renders the admin's Markdown and sanitises it with the blog's allow-list; the only HTML on this page.
          <div className={ARTICLE_BODY} dangerouslySetInnerHTML={{ __html: task.stepsHtml }} />
        )}
      </Card>
      <Card titleId="task-proof-title" title={m['tasks.proof-title']()} titleClassName="mb-4 text-lg font-semibold text-white">
        <ProofArea task={task} />
      </Card>
    </>
  );
}

/** Why the form is not there, in the words of the refusal the server would give; else the form. */
function ProofArea({ task }: { task: PublicTask }) {
  const signedIn = Boolean(useSession().data);
  if (task.state === 'not-started') return <Notice tone="info">{m['refusal.tasks.not-started']()}</Notice>;
  if (task.state === 'ended') return <Notice tone="info">{m['refusal.tasks.ended']()}</Notice>;
  if (task.state === 'full') return <Notice tone="info">{m['refusal.tasks.no-slots-left']()}</Notice>;
  if (!signedIn) {
    return (
      <Link to="/signin" search={{ redirect: `/task/${task.id}` }} className={buttonClasses('primary', 'w-full sm:w-auto')}>
        {m['tasks.sign-in']()}
      </Link>
    );
  }
  if (task.myRemaining <= 0) return <Notice tone="info">{m['refusal.tasks.user-limit-reached']()}</Notice>;
  return (
    <>
      {task.perUserLimit > 1 ? <p className="mb-4 text-sm text-indigo-200">{m['tasks.my-remaining']({ count: task.myRemaining })}</p> : null}
      <ProofForm taskId={task.id} proof={task.proof} />
    </>
  );
}
