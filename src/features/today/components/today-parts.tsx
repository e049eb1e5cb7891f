import { Link } from '@tanstack/react-router';
import { buttonClasses } from '#kit/ui/button';
import { Dialog } from '#kit/ui/dialog';
import { m } from '#i18n/paraglide/messages';
import { TodayPanel } from './today-panel';

// One chunk for the visitor's part of the home page and the header chip's dialog: one dynamic import
// in the entry chunk instead of three (load-today.ts).
/** The home page's part for its visitor: the Today panel once signed in, Join free (or sign in) otherwise. */
export function HomeVisitor({ signedIn }: { signedIn: boolean }) {
  return signedIn ? <HomeTodayPanel /> : <HomeJoin />;
}

function HomeJoin() {
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

/** The Today panel as the home page shows it, under its own heading. */
function HomeTodayPanel() {
  return (
    <section aria-labelledby="home-today-title" className="rounded-2xl bg-white/5 p-5 ring-1 ring-white/10">
      <TodayPanel
        heading={
          <h2 id="home-today-title" className="mb-2 text-xl font-bold text-white">
            {m['home.today.title']()}
          </h2>
        }
      />
    </section>
  );
}

/** The header chip's dialog: the same panel as the home page's. */
export function TodayDialog({ onClose }: { onClose: () => void }) {
  return (
    <Dialog title={m['home.today.title']()} onClose={onClose}>
      <TodayPanel />
    </Dialog>
  );
}
