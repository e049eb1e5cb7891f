import { m } from '#i18n/paraglide/messages';
import { formatCount } from '#kit/lib/format';
import { ErrorState, LoadingState } from '#kit/ui/states';
import { trpc } from '../../../lib/trpc';
import { formatHours } from '../lib/durations';
import { Figure, FigureSection } from './figure-section';

/** /transparency's appeals: answered (window and ever), waiting, changed, and the median and 90th-percentile time to an answer. */
export function AppealFigures() {
  const figures = trpc.appeals.figures.useQuery(undefined, { staleTime: 60_000 });
  if (figures.isError) return <ErrorState message={m['appeals.figures.failed']()} onRetry={() => void figures.refetch()} retrying={figures.isFetching} />;
  if (!figures.data) return <LoadingState label={m['appeals.figures.title']()} lines={2} />;
  const { windowDays: days, answeredInWindow, answeredAllTime, open, changedInWindow, medianHours, p90Hours } = figures.data;
  const notEnough = m['appeals.figures.not-enough']();
  return (
    <FigureSection id="appeals" title={m['appeals.figures.title']()} how={m['appeals.figures.how']({ days })}>
      <dl className="grid gap-4 sm:grid-cols-2">
        <Figure label={m['appeals.figures.answered-window']({ days })} value={formatCount(answeredInWindow)} />
        <Figure label={m['appeals.figures.answered-all-time']()} value={formatCount(answeredAllTime)} />
        <Figure label={m['appeals.figures.median']()} value={medianHours === null ? notEnough : formatHours(medianHours)} />
        <Figure label={m['appeals.figures.p90']()} value={p90Hours === null ? notEnough : formatHours(p90Hours)} />
        <Figure label={m['appeals.figures.changed']({ days })} value={formatCount(changedInWindow)} />
        <Figure label={m['appeals.figures.open']()} value={formatCount(open)} />
      </dl>
    </FigureSection>
  );
}
