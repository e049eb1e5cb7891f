import { Link } from '@tanstack/react-router';
import { buttonClasses } from '#kit/ui/button';
import { m } from '#i18n/paraglide/messages';

/** The home page's call to a signed-out visitor: Join free, or sign in. */
export function HomeJoin() {
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
