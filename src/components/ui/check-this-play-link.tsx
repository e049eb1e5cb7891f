import { Link } from '@tanstack/react-router';
import { m } from '#i18n/paraglide/messages';

/**
 * A play's link to its check on /fairness, with its data filled in (a result screen, a history line).
 * Shared UI rather than fairness's: the wallet and the games link to a play without depending on the
 * fairness page (whose checker signs in), which closed a loop between features.
 */
export function CheckThisPlayLink({ playId, className = '' }: { playId: string; className?: string }) {
  return (
    <Link to="/fairness" search={{ play: playId }} className={`font-semibold text-emerald-300 underline underline-offset-4 hover:text-emerald-200 ${className}`}>
      {m['fairness.check-play.link']()}
    </Link>
  );
}
