import { useStoreRewards } from '../api/store-queries';

/** The grid's box sizes, shared with its skeleton so the placeholder is as tall as what replaces it. */
export const STORE_GRID = {
  controls: 'flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between',
  /** The filter buttons' row: the kit's 44 px buttons. */
  filters: 'min-h-11',
  search: 'sm:w-72',
  list: 'mt-6 grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3',
  card: 'flex flex-col rounded-2xl bg-white/5 p-4 ring-1 ring-white/10',
  /** Two lines of a name, whatever its length. */
  name: 'line-clamp-2 min-h-12 font-bold text-white',
  price: 'h-5 text-sm text-indigo-200',
  /** Room for the longest stock state ("Out of stock — we'll fulfil within 48 hours") on two lines. */
  stock: 'mt-3 min-h-8',
  /** The buy control sits at the card's foot, so cards in one row line their buttons up. */
  action: 'mt-auto pt-3',
} as const;

/** The grid's placeholder: the controls and one card per product once the list has answered, six until then. */
export function StoreGridSkeleton({ label }: { label: string }) {
  const cards = useStoreRewards().data?.length ?? 6;
  return (
    <div aria-busy="true">
      <span role="status" className="sr-only">
        {label}
      </span>
      <div aria-hidden="true">
        <div className={STORE_GRID.controls}>
          <div className={`${STORE_GRID.filters} w-64 animate-pulse rounded-xl bg-white/10 motion-reduce:animate-none`} />
          <div className={STORE_GRID.search}>
            <div className="mb-1.5 h-5 w-32 rounded-full bg-white/10" />
            <div className="h-[2.875rem] animate-pulse rounded-xl bg-white/10 motion-reduce:animate-none" />
          </div>
        </div>
        <div className="mt-3 h-4" />
        <ul className={STORE_GRID.list}>
          {Array.from({ length: cards }, (_, index) => (
            <li key={index} className={STORE_GRID.card}>
              <div className="flex items-start gap-3">
                <span className="size-14 shrink-0 rounded-xl bg-white/10" />
                <div className="min-w-0 flex-1">
                  <div className={`${STORE_GRID.name} py-1`}>
                    <div className="h-4 w-3/4 rounded-full bg-white/10" />
                  </div>
                  <div className={`${STORE_GRID.price} w-1/3 rounded-full bg-white/10`} />
                </div>
              </div>
              <div className={STORE_GRID.stock}>
                <div className="h-3 w-1/2 rounded-full bg-white/10" />
              </div>
              <div className={STORE_GRID.action}>
                <div className="min-h-11 animate-pulse rounded-xl bg-white/10 motion-reduce:animate-none" />
              </div>
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}
