import type { ReactNode } from 'react';
import { m } from '../../i18n/paraglide/messages';

/** The sign-in page around each step: the mark, the title and what this step asks. */
export function LoginFrame({ subtitle, wide = false, children }: { subtitle: string; wide?: boolean; children: ReactNode }) {
  return (
    <main className="flex min-h-dvh items-center justify-center bg-gradient-to-br from-slate-100 via-slate-50 to-indigo-50 p-4">
      <div className={`w-full ${wide ? 'max-w-md' : 'max-w-sm'}`}>
        <div className="mb-6 text-center">
          <div aria-hidden="true" className="mx-auto mb-3 flex size-11 items-center justify-center rounded-xl bg-indigo-600 text-lg font-bold text-white shadow-sm">
            ₹
          </div>
          <h1 className="text-xl font-semibold text-slate-900">{m['auth.title']()}</h1>
          <p className="mt-1 text-sm text-slate-600">{subtitle}</p>
        </div>
        <div className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm">{children}</div>
      </div>
    </main>
  );
}
