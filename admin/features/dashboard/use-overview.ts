import type { DashboardOverview, DashboardQueue } from '#contract/admin-dashboard/schemas';
import { trpc } from '../../lib/trpc';
import { m } from '../../i18n/paraglide/messages';

/** Queues fill while an operator looks elsewhere: the counts refresh each minute, and after every change an admin makes (app.tsx). */
const REFRESH_MS = 60_000;

/** The dashboard's figures the caller's role may see; the navigation's badges read the same answer. */
export function useDashboardOverview() {
  return trpc.adminDashboard.overview.useQuery(undefined, { refetchInterval: REFRESH_MS, meta: { silentErrors: true } });
}

/** Items waiting in these queues, or 0 where the role sees none of them. */
export function waitingIn(overview: DashboardOverview | undefined, queues: readonly DashboardQueue[]): number {
  return queues.reduce((sum, queue) => sum + (overview?.[queue]?.count ?? 0), 0);
}

const MINUTE_MS = 60_000;

/** How long since `since`, to the minute: "25 min", "3 h 5 min", "2 d 4 h". */
export function ageText(since: Date, now: Date): string {
  const minutes = Math.max(0, Math.floor((now.getTime() - since.getTime()) / MINUTE_MS));
  if (minutes < 60) return m['dashboard.age.minutes']({ minutes });
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return m['dashboard.age.hours']({ hours, minutes: minutes % 60 });
  return m['dashboard.age.days']({ days: Math.floor(hours / 24), hours: hours % 24 });
}
