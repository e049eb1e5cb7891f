import { createRootRouteWithContext, Link, Outlet, useRouter, type ErrorComponentProps } from '@tanstack/react-router';
import type { AdminRouterContext } from '../router-context';
import { buttonClasses } from '#kit/ui/button';
import { useDocumentTitle } from '../lib/use-document-title';
import { m } from '../i18n/paraglide/messages';

export const Route = createRootRouteWithContext<AdminRouterContext>()({
  component: Outlet,
  notFoundComponent: NotFound,
  errorComponent: RouteError,
});

function CenteredCard({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <main className="flex min-h-dvh items-center justify-center bg-slate-100 p-4">
      <div className="w-full max-w-md rounded-xl border border-slate-200 bg-white p-8 text-center shadow-sm">
        <h1 className="text-xl font-semibold text-slate-900">{title}</h1>
        {children}
      </div>
    </main>
  );
}

function NotFound() {
  useDocumentTitle(m['layout.not-found.document-title']());
  return (
    <CenteredCard title={m['layout.not-found.title']()}>
      <p className="mt-2 text-sm text-slate-600">{m['layout.not-found.text']()}</p>
      <Link to="/" className={`${buttonClasses('primary', '', { look: 'admin' })} mt-6`}>
        {m['layout.not-found.back']()}
      </Link>
    </CenteredCard>
  );
}

function RouteError({ reset }: ErrorComponentProps) {
  const router = useRouter();
  useDocumentTitle(m['layout.error.title']());
  return (
    <CenteredCard title={m['layout.error.title']()}>
      <p className="mt-2 text-sm text-slate-600">{m['layout.error.text']()}</p>
      <div className="mt-6 flex justify-center gap-2">
        <button
          type="button"
          className={buttonClasses('primary', '', { look: 'admin' })}
          onClick={() => {
            reset();
            void router.invalidate();
          }}
        >
          {m['layout.error.try-again']()}
        </button>
        <Link to="/" className={buttonClasses('secondary', '', { look: 'admin' })}>
          {m['layout.error.dashboard']()}
        </Link>
      </div>
    </CenteredCard>
  );
}
