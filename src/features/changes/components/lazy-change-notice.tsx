import { lazy, Suspense } from 'react';
import type { ChangeKind } from '#contract/changes/schemas';
import { useChangelog } from '../api/changelog-query';

// One lazy module for both views: one preload list in the chunk every store, task and game route loads.
const ChangeNoticeCard = lazy(() => import('./changelog-section').then((module) => ({ default: module.ChangeNoticeCard })));
const ChangelogList = lazy(() => import('./changelog-section').then((module) => ({ default: module.ChangelogSection })));

/**
 * An item's announced change (decision 044), its words loaded only when there is one: they bring the
 * product and game names (3.7 KB gzip), which every store, task and game route would otherwise load
 * for a notice that is rarely there.
 */
export function ChangeNotice({ kind, subject, detailed, className }: { kind: ChangeKind; subject: string; detailed?: boolean; className?: string }) {
  const change = useChangelog().data?.pending.find((entry) => entry.kind === kind && entry.subject === subject);
  if (!change) return null;
  return (
    <Suspense fallback={null}>
      <ChangeNoticeCard change={change} detailed={detailed} className={className} />
    </Suspense>
  );
}

/** /transparency's changelog, loaded with its page: kept apart from the notice above so the words stay out of the routes that only show notices. */
export function ChangelogSection() {
  return (
    <Suspense fallback={null}>
      <ChangelogList />
    </Suspense>
  );
}
