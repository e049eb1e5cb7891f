import type { FormEventHandler, ReactNode } from 'react';

const CARD = 'rounded-lg border border-slate-200 bg-white p-4 shadow-xs sm:p-6';

/** A card on a tab: its heading, what it is for, then its controls; with `onSubmit` the card is the form that sends them. */
export function Card({ id, title, intro, onSubmit, children }: { id: string; title: string; intro: ReactNode; onSubmit?: FormEventHandler<HTMLFormElement>; children: ReactNode }) {
  const heading = (
    <>
      <h3 id={id} className="text-base font-semibold text-slate-900">
        {title}
      </h3>
      <p className="mt-0.5 text-sm text-slate-600">{intro}</p>
    </>
  );
  return onSubmit ? (
    <form noValidate onSubmit={onSubmit} aria-labelledby={id} className={CARD}>
      {heading}
      {children}
    </form>
  ) : (
    <section aria-labelledby={id} className={CARD}>
      {heading}
      {children}
    </section>
  );
}
