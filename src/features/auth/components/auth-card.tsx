import type { ReactNode } from 'react';

/** The narrow centred card every account form sits in. */
export function AuthCard({ title, description, children, footer }: { title: string; description?: ReactNode; children: ReactNode; footer?: ReactNode }) {
  return (
    <div className="mx-auto w-full max-w-md">
      <section className="rounded-2xl bg-white/5 p-6 ring-1 ring-white/10 sm:p-8" aria-labelledby="auth-card-title">
        <h1 id="auth-card-title" className="text-2xl font-bold text-white">
          {title}
        </h1>
        {description && <p className="mt-2 text-sm text-indigo-200">{description}</p>}
        <div className="mt-6">{children}</div>
      </section>
      {footer && <div className="mt-4 text-center text-sm text-indigo-200">{footer}</div>}
    </div>
  );
}

export const TEXT_LINK = 'rounded font-medium text-emerald-300 underline-offset-2 hover:underline';
