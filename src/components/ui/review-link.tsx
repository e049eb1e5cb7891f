import { Link } from '@tanstack/react-router';
import { m } from '#i18n/paraglide/messages';

/**
 * Beside a held, pending or refused item on its own page: where its reason and "Ask for a review" are
 * (/reviews, decision 043). Here rather than in appeals: a route importing appeals shares a chunk with
 * the blocked account's lazy form and its preload list, which the 150 KB route budget has no room for.
 */
export function ReviewLink({ className = '' }: { className?: string }) {
  return (
    <Link to="/reviews" className={`text-sm font-medium text-amber-200 underline underline-offset-2 hover:text-amber-100 ${className}`}>
      {m['appeals.link']()}
    </Link>
  );
}
