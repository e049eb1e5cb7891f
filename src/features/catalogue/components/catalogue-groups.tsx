import { m } from '#i18n/paraglide/messages';
import { formatCount } from '#kit/lib/format';
import type { RouterOutputs } from '../../../lib/trpc';
import { monthLabel } from '../month-label';
import { AppCard, type CardAction } from './app-card';

type CatalogueGroup = RouterOutputs['catalogue']['list']['groups'][number];

/** The apps month by month, each month a section named by its heading. */
export function CatalogueGroups({ groups, onAction }: { groups: readonly CatalogueGroup[]; onAction: (action: CardAction) => void }) {
  return (
    <div className="space-y-10">
      {groups.map((group) => (
        <section key={group.month} aria-labelledby={`month-${group.month}`}>
          <h2 id={`month-${group.month}`} className="mb-4 flex items-baseline gap-3 text-xl font-bold text-white">
            {monthLabel(group.month)}
            <span className="rounded-full bg-white/10 px-2.5 py-0.5 text-sm font-medium text-indigo-100">
              {m['content.catalogue.app-count']({ count: formatCount(group.count) })}
            </span>
          </h2>
          <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {group.items.map((item) => (
              <li key={item.id}>
                <AppCard item={item} onAction={onAction} />
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}

/** Placeholder cards with the real cards' size, so the page does not jump when the list arrives. */
export function CatalogueSkeleton() {
  return (
    <div aria-busy="true" className="space-y-4">
      <span className="sr-only">{m['content.catalogue.loading']()}</span>
      <div aria-hidden="true" className="h-7 w-48 animate-pulse rounded-full bg-white/10 motion-reduce:animate-none" />
      <div aria-hidden="true" className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {Array.from({ length: 6 }, (_, index) => (
          <div key={index} className="h-56 animate-pulse rounded-2xl bg-white/5 ring-1 ring-white/10 motion-reduce:animate-none" />
        ))}
      </div>
    </div>
  );
}
