import { lazy, Suspense } from 'react';
import { useSession } from '../../auth';
import { loadToday } from './load-today';

// The home page is in the entry chunk, so what it carries every page carries: its visitor's part —
// the Join free buttons or the Today panel, with their words and queries — is loaded once the session has answered.
const HomeVisitor = lazy(() => loadToday().then((module) => ({ default: module.HomeVisitor })));

/**
 * The home page's place for the visitor: "Join free" for someone signed out, the Today panel once
 * signed in; while the session is unknown (the prerendered page, decision 016) an empty row of the
 * buttons' height, as the header holds the account link's place — so a signed-in person never sees
 * "Join free" flash, and the buttons take their place without moving the page.
 */
export function HomeToday() {
  const session = useSession();
  return (
    <div className="min-h-12">
      {session.isPending ? null : <Suspense fallback={null}><HomeVisitor signedIn={Boolean(session.data)} /></Suspense>}
    </div>
  );
}
