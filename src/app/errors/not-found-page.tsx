import { Link } from '@tanstack/react-router';
import { buttonClasses } from '../../kit/ui/button';
import { useDocumentTitle } from '../../lib/use-document-title';

export function NotFoundPage() {
  useDocumentTitle('Page not found');
  return (
    <section className="mx-auto max-w-lg py-12 text-center" aria-labelledby="not-found-title">
      <p className="text-5xl font-black text-emerald-300" aria-hidden="true">
        404
      </p>
      <h1 id="not-found-title" className="mt-4 text-2xl font-bold text-white">
        Page not found
      </h1>
      <p className="mt-3 text-indigo-200">We couldn't find that page. It may have moved, or the link may be mistyped.</p>
      <Link to="/" className={buttonClasses('primary', 'mt-6')}>
        Go to the home page
      </Link>
    </section>
  );
}
