import { lazy, Suspense } from 'react';
import { Link } from '@tanstack/react-router';
import { buttonClasses } from '#kit/ui/button';
import { m } from '#i18n/paraglide/messages';
import { useSession } from '../../auth';

// The panel, its queries and its words are their own chunk: only signed-in people load them (the home page's budget).
// This file is the home page's, not the header's: what the entry chunk carries is every page's weight.
const TodayPanel = lazy(() => import('./today-panel').then((module) => ({ default: module.TodayPanel })));

/**
 * The home page's place for the visitor: "Join free" for someone signed out, the Today panel once
 * signed in; while the session is unknown (the prerendered page, decision 016) an empty row of the
 * buttons' height, as the header holds the account link's place — so a signed-in person never sees
 * "Join free" flash, and the buttons take their place without moving the page.
 */
export function HomeToday() {
  const session = useSession();
  if (session.isPending) return <div className="h-12" aria-hidden="true" />;
  if (!session.data) {
    return (
      <div className="flex h-12 items-center justify-center gap-3" data-testid="home-join">
        <Link to="/signup" className={buttonClasses('primary', 'whitespace-nowrap px-6')}>
          {m['home.join.cta']()}
        </Link>
        <Link to="/signin" className={buttonClasses('ghost', 'whitespace-nowrap px-4')}>
          {m['home.join.sign-in']()}
        </Link>
      </div>
    );
  }
  return (
    <section aria-labelledby="home-today-title" className="rounded-2xl bg-white/5 p-5 ring-1 ring-white/10">
      <Suspense fallback={null}>
        <TodayPanel
          heading={
            <h2 id="home-today-title" className="mb-2 text-xl font-bold text-white">
              {m['home.today.title']()}
            </h2>
          }
        />
      </Suspense>
    </section>
  );
}
