import { Link } from '@tanstack/react-router';
import { TASK_REVIEW_DAYS, type TaskSubmission } from '#contract/tasks/schemas';
import { ButtonLink, Card, Fact, PageHeader, PageLinks } from '../../../components/ui/feedback';
import { appCodeOf, messageFor } from '#kit/lib/errors';
import { formatCount, formatDateTime, formatRupees } from '#kit/lib/format';
import { buttonClasses } from '#kit/ui/button';
import { ErrorState, LoadingState } from '#kit/ui/states';
import { m } from '#i18n/paraglide/messages';
import { trpc } from '../../../lib/trpc';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { submissionStatusText } from '../lib/submission-words';

/** /success?submission=<id> (issue 18): the server's submission and what happens next. */
export function SubmissionSuccessPage({ submissionId }: { submissionId: string }) {
  useDocumentTitle(m['tasks.success.title']());
  const submission = trpc.tasks.submission.useQuery({ id: submissionId }, { staleTime: 0 });
  return (
    <div className="mx-auto max-w-2xl space-y-6">
      <PageHeader title={m['tasks.success.title']()} />
      <Card>
        {appCodeOf(submission.error) === 'tasks.submission-not-found' ? (
          <p role="status">{m['tasks.success.not-found']()}</p>
        ) : submission.isPending ? (
          <LoadingState label={m['tasks.success.loading']()} lines={3} />
        ) : submission.isError ? (
          <ErrorState message={messageFor(submission.error, m['tasks.success.failed']())} onRetry={() => void submission.refetch()} retrying={submission.isFetching} />
        ) : (
          <SubmissionOutcome submission={submission.data} />
        )}
      </Card>
      <PageLinks label={m['tasks.success.title']()}>
        <Link to="/task/$" params={{ _splat: '' }} className={buttonClasses('primary')}>
          {m['tasks.success.more']()}
        </Link>
        <ButtonLink to="/wallet">{m['tasks.success.wallet']()}</ButtonLink>
      </PageLinks>
    </div>
  );
}

function SubmissionOutcome({ submission }: { submission: TaskSubmission }) {
  return (
    <div role="status">
      <dl className="grid gap-x-6 gap-y-2 text-sm sm:grid-cols-2">
        <Fact term={m['tasks.success.number']()}>#{submission.number}</Fact>
        <Fact term={m['tasks.success.task']()}>
          <span className="break-words">{submission.taskTitle}</span>
        </Fact>
        <Fact term={m['tasks.success.status']()}>{submissionStatusText(submission)}</Fact>
        <Fact term={m['tasks.success.submitted']()}>
          <time dateTime={submission.createdAt.toISOString()}>{formatDateTime(submission.createdAt)}</time>
        </Fact>
      </dl>
      <p className="mt-4 text-indigo-100">{nextStep(submission)}</p>
    </div>
  );
}

function nextStep(submission: TaskSubmission): string {
  if (submission.status === 'approved') return m['tasks.success.next-approved']({ amount: formatRupees(submission.rewardPaise) });
  if (submission.status === 'rejected') return m['tasks.success.next-rejected']();
  return m['tasks.success.next-pending']({ days: formatCount(TASK_REVIEW_DAYS) });
}
