import { Link } from '@tanstack/react-router';
import { buttonClasses } from '#kit/ui/button';
import { useDocumentTitle } from '../../lib/use-document-title';
import { m } from '#i18n/paraglide/messages';

export function NotFoundPage() {
  useDocumentTitle(m['layout.not-found.title']());
  return (
    <section className="mx-auto max-w-lg py-12 text-center" aria-labelledby="not-found-title">
      <p className="text-5xl font-black text-emerald-300" aria-hidden="true">
        404
      </p>
      <h1 id="not-found-title" className="mt-4 text-2xl font-bold text-white">
        {m['layout.not-found.title']()}
      </h1>
      <p className="mt-3 text-indigo-200">{m['layout.not-found.text']()}</p>
      <Link to="/" className={buttonClasses('primary', 'mt-6')}>
        {m['layout.go-home']()}
      </Link>
    </section>
  );
}
