import type { ErrorComponentProps } from '@tanstack/react-router';
import { buttonClasses } from '#kit/ui/button';
import { useDocumentTitle } from '../../lib/use-document-title';
import { m } from '#i18n/paraglide/messages';

/** Shown when a page crashes: a calm explanation and two ways out, never a stack trace. */
export function ErrorPage({ reset }: ErrorComponentProps) {
  useDocumentTitle(m['layout.error.title']());
  return (
    <section role="alert" className="mx-auto max-w-lg py-12 text-center" aria-labelledby="error-title">
      <h1 id="error-title" className="text-2xl font-bold text-white">
        {m['layout.error.title']()}
      </h1>
      <p className="mt-3 text-indigo-200">{m['layout.error.text']()}</p>
      <div className="mt-6 flex flex-wrap justify-center gap-3">
        <button type="button" className={buttonClasses('secondary')} onClick={reset}>
          {m['layout.error.try-again']()}
        </button>
        {/* A full load of "/" starts the app afresh, whatever state caused the crash. */}
        <a href="/" className={buttonClasses('primary')}>
          {m['layout.go-home']()}
        </a>
      </div>
    </section>
  );
}
