import { Link } from "@tanstack/react-router";
import { DEVALUATION_NOTICE_DAYS } from "#contract/changes/rules";
import { formatDate } from "#kit/lib/format";
import { ErrorState, LoadingState } from "#kit/ui/states";
import { m } from "#i18n/paraglide/messages";
import { Card } from "../../../components/ui/feedback";
import { useChangelog, type PublicChange } from "../api/changelog-query";
import { changeValues, noticeRule, noticeText, subjectWords } from "../lib/change-words";

function ChangeLine({ change }: { change: PublicChange }) {
  const subject = subjectWords(change);
  return (
    <li className="rounded-xl bg-white/5 p-4 ring-1 ring-white/10">
      <p className="font-semibold text-white" lang={subject.lang}>
        {subject.text}
      </p>
      <p className="mt-1 text-lg font-bold tabular-nums text-amber-100">
        {m["changes.changelog.values"](changeValues(change))}
      </p>
      <p className="mt-1 text-xs text-indigo-200">
        {m["changes.changelog.announced"]({
          date: formatDate(change.announcedAt),
        })}{" "}
        ·{" "}
        {change.appliedAt
          ? m["changes.changelog.applied-on"]({
              date: formatDate(change.appliedAt),
            })
          : m["changes.changelog.effective"]({
              date: formatDate(change.effectiveAt),
            })}
      </p>
    </li>
  );
}

function ChangeList({
  id,
  title,
  empty,
  changes,
}: {
  id: string;
  title: string;
  empty: string;
  changes: PublicChange[];
}) {
  return (
    <section aria-labelledby={id} className="mt-5">
      <h3 id={id} className="text-base font-semibold text-white">
        {title}
      </h3>
      {changes.length === 0 ? (
        <p className="mt-2 text-sm text-indigo-200">{empty}</p>
      ) : (
        <ul className="mt-3 grid gap-3 sm:grid-cols-2">
          {changes.map((change) => (
            <ChangeLine key={change.id} change={change} />
          ))}
        </ul>
      )}
    </section>
  );
}

/** /transparency's changelog (decision 044): every change that gives people less, announced and applied, with its dates. */
export function ChangelogSection() {
  const changelog = useChangelog();
  return (
    <div id="changes" className="scroll-mt-20">
      <Card titleId="changes-title" title={m["changes.changelog.title"]()}>
        <p className="mt-1 text-sm text-indigo-200">
          {m["changes.changelog.how"]({ noticeDays: DEVALUATION_NOTICE_DAYS })}
        </p>
        {changelog.data ? (
          <>
            <ChangeList
              id="changes-pending"
              title={m["changes.changelog.pending"]()}
              empty={m["changes.changelog.none-pending"]()}
              changes={changelog.data.pending}
            />
            <ChangeList
              id="changes-applied"
              title={m["changes.changelog.applied"]()}
              empty={m["changes.changelog.none-applied"]()}
              changes={changelog.data.applied}
            />
          </>
        ) : changelog.isError ? (
          <ErrorState
            message={m["changes.changelog.failed"]()}
            onRetry={() => void changelog.refetch()}
            retrying={changelog.isFetching}
          />
        ) : (
          <LoadingState label={m["changes.changelog.loading"]()} lines={3} />
        )}
      </Card>
    </div>
  );
}

/**
 * The announced change of one item, while it is still to come (decision 044): on a product tile in
 * short, on the buy dialog and the game page with the rule and a link to the changelog.
 */
export function ChangeNoticeCard({
  change,
  detailed = false,
  className = "",
}: {
  change: PublicChange;
  detailed?: boolean;
  className?: string;
}) {
  return (
    <div
      role="note"
      className={`rounded-xl border border-amber-300/40 bg-amber-400/10 px-3 py-2 text-left text-sm text-amber-50 ${className}`}
    >
      <p className="font-semibold">{noticeText(change)}</p>
      {detailed && (
        <p className="mt-1 text-amber-100">
          {noticeRule()}{" "}
          <Link
            to="/transparency"
            hash="changes"
            className="font-semibold text-emerald-300 underline underline-offset-4"
          >
            {m["changes.notice.changelog-link"]()}
          </Link>
        </p>
      )}
    </div>
  );
}
