import { keepPreviousData } from '@tanstack/react-query';
import type { TaskSubmission } from '#contract/tasks/schemas';
import { messageFor } from '#kit/lib/errors';
import { formatDateTime } from '#kit/lib/format';
import { Pagination } from '#kit/ui/pagination';
import { EmptyState, ListStates } from '#kit/ui/states';
import { Card, Section } from '../../../components/ui/feedback';
import { m } from '#i18n/paraglide/messages';
import { trpc } from '../../../lib/trpc';
import { SUBMISSION_TONE, submissionStatusText } from '../lib/submission-words';
import { ReviewLink } from '../../../components/ui/review-link';

/** Ten a page, like the money lists: short enough for a phone without endless scrolling. */
const SUBMISSIONS_PAGE_SIZE = 10;

/** "Your submissions" on /task: each with its number, task, date and status (the reason of a rejection as the admin wrote it). */
export function SubmissionsSection({ page }: { page: number }) {
  const submissions = trpc.tasks.mySubmissions.useQuery({ page, pageSize: SUBMISSIONS_PAGE_SIZE }, { staleTime: 0, placeholderData: keepPreviousData });
  return (
    <Section titleId="my-submissions-title" title={m['tasks.submissions-title']()}>
      <ListStates
        query={submissions}
        loadingLabel={m['tasks.submissions-loading']()}
        errorMessage={messageFor(submissions.error, m['tasks.submissions-failed']())}
        isEmpty={(data) => data.submissions.length === 0}
        empty={
          <Card>
            <EmptyState title={m['tasks.submissions-empty-title']()}>{m['tasks.submissions-empty-text']()}</EmptyState>
          </Card>
        }
      >
        {(data) => (
          <>
            <ul className="space-y-3">
              {data.submissions.map((submission) => (
                <SubmissionRow key={submission.id} submission={submission} />
              ))}
            </ul>
            <Pagination page={page} total={data.total} pageSize={SUBMISSIONS_PAGE_SIZE} label={m['tasks.submissions-pages']()} />
          </>
        )}
      </ListStates>
    </Section>
  );
}

function SubmissionRow({ submission }: { submission: TaskSubmission }) {
  return (
    <li className="rounded-2xl bg-white/5 p-4 ring-1 ring-white/10">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <p className="min-w-0 font-semibold break-words text-white">{submission.taskTitle}</p>
        <span className={`max-w-full rounded-full px-2.5 py-0.5 text-xs font-semibold break-words ring-1 ${SUBMISSION_TONE[submission.status]}`}>{submissionStatusText(submission)}</span>
      </div>
      <p className="mt-1 text-sm text-indigo-200">
        {m['tasks.submission-number']({ number: String(submission.number) })}
        {' · '}
        <time dateTime={submission.createdAt.toISOString()}>{m['tasks.submitted-on']({ date: formatDateTime(submission.createdAt) })}</time>
      </p>
      {submission.status !== 'approved' ? <ReviewLink className="mt-2 inline-block" /> : null}
    </li>
  );
}
