import { Link } from '@tanstack/react-router';
import { lazy, Suspense } from 'react';
import type { PublicTask } from '#contract/tasks/schemas';
import { ButtonLink, Card, PageHeader, Section } from '../../../components/ui/feedback';
import { messageFor } from '#kit/lib/errors';
import { buttonClasses } from '#kit/ui/button';
import { EmptyState, ListStates } from '#kit/ui/states';
import { m } from '#i18n/paraglide/messages';
import { taskTitle } from '#i18n/task-words';
import { trpc } from '../../../lib/trpc';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useSession } from '../../auth';
import { useCapability } from '../../site';
import { useWalletSummary } from '../../wallet';
import { OfferwallsSection } from './offerwalls-section';
import { SubmissionsSection } from './submissions-section';
import { TaskFacts } from './task-facts';

/** /task (issue 18): the open tasks; signed in, also pending credits, the walls and their submissions (the route guards the switch). */
export function TasksPage({ page }: { page: number }) {
  useDocumentTitle(m['tasks.title']());
  const signedIn = Boolean(useSession().data);
  const tasks = trpc.tasks.list.useQuery(undefined, { staleTime: 0 });
  return (
    <div className="mx-auto max-w-3xl space-y-8">
      <div>
        <PageHeader title={m['tasks.title']()} description={m['tasks.description']()} />
        {signedIn ? <SignedInPendingCredits /> : null}
      </div>
      <Section titleId="open-tasks-title" title={m['tasks.open-title']()}>
        <ListStates
          query={tasks}
          loadingLabel={m['tasks.loading']()}
          errorMessage={messageFor(tasks.error, m['tasks.failed']())}
          isEmpty={(data) => openTo(data.tasks, signedIn).length === 0}
          empty={
            <Card>
              {tasks.data?.tasks.length ? (
                <EmptyState title={m['tasks.all-done-title']()} action={<ButtonLink to="/">{m['tasks.go-home']()}</ButtonLink>}>
                  {m['tasks.all-done-text']()}
                </EmptyState>
              ) : (
                <EmptyState title={m['tasks.empty-title']()} action={<ButtonLink to="/">{m['tasks.go-home']()}</ButtonLink>}>
                  {m['tasks.empty-text']()}
                </EmptyState>
              )}
            </Card>
          }
        >
          {(data) => (
            <ul className="space-y-3">
              {openTo(data.tasks, signedIn).map((task) => (
                <TaskCard key={task.id} task={task} signedIn={signedIn} />
              ))}
            </ul>
          )}
        </ListStates>
      </Section>
      {signedIn ? <SignedInOfferwalls /> : null}
      {signedIn ? <SubmissionsSection page={page} /> : null}
    </div>
  );
}

/** The tasks still open to this person: one they have done as often as allowed is in their submissions, not here. */
function openTo(tasks: PublicTask[], signedIn: boolean): PublicTask[] {
  return signedIn ? tasks.filter((task) => task.myRemaining > 0) : tasks;
}

function TaskCard({ task, signedIn }: { task: PublicTask; signedIn: boolean }) {
  const title = taskTitle(task);
  return (
    <li className="rounded-2xl bg-white/5 p-5 ring-1 ring-white/10">
      <h3 className="text-lg font-semibold text-white" lang={title.lang}>
        <Link to="/task/$" params={{ _splat: task.id }} className="hover:text-emerald-300 hover:underline">
          {title.text}
        </Link>
      </h3>
      <div className="mt-3">
        <TaskFacts task={task} />
      </div>
      <div className="mt-4">
        {signedIn ? (
          <Link to="/task/$" params={{ _splat: task.id }} aria-label={m['tasks.view-label']({ title: title.text })} className={buttonClasses('primary', 'w-full sm:w-auto')}>
            {m['tasks.view']()}
          </Link>
        ) : (
          <Link to="/signin" search={{ redirect: `/task/${task.id}` }} aria-label={m['tasks.sign-in-label']({ title: title.text })} className={buttonClasses('secondary', 'w-full sm:w-auto')}>
            {m['tasks.sign-in']()}
          </Link>
        )}
      </div>
    </li>
  );
}

// Loaded only for someone with credits in their hold, which most visitors of /task have not (the route's 150 KB budget).
const PendingCredits = lazy(() => import('./pending-credits').then((module) => ({ default: module.PendingCredits })));

/** The wallet summary's offerwall credits still in their hold; a failed answer shows nothing here (the wallet page says it). */
function SignedInPendingCredits() {
  const credits = useWalletSummary().data?.offerwallPending ?? [];
  if (credits.length === 0) return null;
  return (
    <Suspense fallback={null}>
      <PendingCredits credits={credits} />
    </Suspense>
  );
}

/** The partners' walls exist only while offerwalls are on too (decision 010). */
function SignedInOfferwalls() {
  return useCapability('offerwalls') ? <OfferwallsSection /> : null;
}
