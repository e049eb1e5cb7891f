import { useLayoutEffect, useRef, type ReactNode } from 'react';

/**
 * The narrow centred card every account form sits in. `focusTitle`: the card replaced the form
 * that held focus (a result), so its title takes focus and is read out instead of focus falling
 * to the page body.
 */
export function AuthCard({ title, description, children, footer, focusTitle = false }: { title: string; description?: ReactNode; children: ReactNode; footer?: ReactNode; focusTitle?: boolean }) {
  const heading = useRef<HTMLHeadingElement>(null);
  // Before the browser paints: the submit button that had focus is gone, and with an effect (run a
  // frame later under Preact) the new card would show with focus on the page body.
  useLayoutEffect(() => {
    if (focusTitle) heading.current?.focus();
  }, [focusTitle]);
  return (
    <div className="mx-auto w-full max-w-md">
      <section className="rounded-2xl bg-white/5 p-6 ring-1 ring-white/10 sm:p-8" aria-labelledby="auth-card-title">
        <h1 ref={heading} id="auth-card-title" tabIndex={focusTitle ? -1 : undefined} className="text-2xl font-bold text-white">
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
