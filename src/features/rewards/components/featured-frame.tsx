import type { ReactNode } from 'react';
import { formatWeekday } from '#kit/lib/format';
import { m } from '#i18n/paraglide/messages';

const BAR = 'rounded-full bg-white/10';

/** One layout for the card and its loading placeholder, so the placeholder is the card's size. */
export function FeaturedFrame({ art, name, details, stock, action, busy = false }: { art: ReactNode; name: ReactNode; details: ReactNode; stock: ReactNode; action: ReactNode; busy?: boolean }) {
  return (
    <div aria-busy={busy || undefined} className="flex flex-col gap-4 rounded-2xl bg-gradient-to-br from-emerald-500/15 to-indigo-500/10 p-5 ring-1 ring-emerald-400/30 sm:flex-row sm:items-center">
      <div className="flex min-w-0 flex-1 items-center gap-4">
        {art}
        <div className="min-w-0 flex-1">
          <div className="h-7 truncate text-xl font-bold text-white">{name}</div>
          <div className="mt-1 h-5 truncate text-sm text-indigo-200">{details}</div>
          <div className="mt-1 min-h-4">{stock}</div>
        </div>
      </div>
      <div className="sm:w-48">{action}</div>
    </div>
  );
}

/** "{Weekday}'s featured reward" (issue 16) around its card. A plain section: the shared Section would add its chunk to the home page's budget. */
export function FeaturedSection({ children }: { children: ReactNode }) {
  return (
    <section aria-labelledby="featured-reward-title">
      <h2 id="featured-reward-title" className="mb-3 text-xl font-bold text-white">
        {m['store.featured.title']({ weekday: formatWeekday(new Date()) })}
      </h2>
      {children}
    </section>
  );
}

/** The featured card's place while its product (or its code, which comes with the store grid's) is on the way. */
export function FeaturedPlaceholder() {
  return (
    <FeaturedSection>
      <FeaturedFrame
        busy
        art={<span className="size-20 shrink-0 rounded-xl bg-white/10" />}
        name={<span className={`block h-5 w-2/3 ${BAR}`} />}
        details={<span className={`block h-4 w-1/2 ${BAR}`} />}
        stock={<span className={`block h-3 w-1/4 ${BAR}`} />}
        action={<span className="block min-h-11 animate-pulse rounded-xl bg-white/10 motion-reduce:animate-none" />}
      />
    </FeaturedSection>
  );
}
