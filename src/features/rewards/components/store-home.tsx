import { useEffect, useState, type ComponentType } from 'react';
import { ErrorState } from '#kit/ui/states';
import { m } from '#i18n/paraglide/messages';
import { UnverifiedEmailBanner } from '../../auth';
import { FeaturedPlaceholder } from './featured-frame';
import { StoreGridSkeleton } from './store-grid-skeleton';

// The featured card comes with the grid: its product words (product-words.ts) are not first-paint JavaScript.
const loadStoreGrid = () => import('./store-grid').then((module) => ({ Grid: module.StoreGrid, Featured: module.FeaturedReward }));

type GridLoad = { state: 'loading' } | { state: 'ready'; Grid: ComponentType; Featured: ComponentType } | { state: 'failed' };

/** The grid's code, fetched once the home page has mounted (issue 16: after the first paint). */
function useStoreGrid() {
  const [load, setLoad] = useState<GridLoad>({ state: 'loading' });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    let live = true;
    loadStoreGrid().then(
      (parts) => live && setLoad({ state: 'ready', ...parts }),
      () => live && setLoad({ state: 'failed' }),
    );
    return () => {
      live = false;
    };
  }, [attempt]);
  const retry = () => {
    setLoad({ state: 'loading' });
    setAttempt((count) => count + 1);
  };
  return { load, retry };
}

/** The store's part of the home page (while `store` is on): the verify notice, the featured reward and the grid (fetched after mount). */
export function StoreHome() {
  const { load, retry } = useStoreGrid();
  return (
    <>
      <UnverifiedEmailBanner title={m['store.verify-title']()} reason={m['store.verify-reason']()} />
      {load.state === 'ready' ? <load.Featured /> : load.state === 'loading' && <FeaturedPlaceholder />}
      {/* A plain section: the shared Section would add its chunk to the home page's budget. */}
      <section aria-labelledby="home-store-title">
        <h2 id="home-store-title" className="text-xl font-bold text-white">
          {m['home.store.title']()}
        </h2>
        <p className="mb-4 mt-1 text-sm text-indigo-200">{m['home.store.description']()}</p>
        {load.state === 'ready' ? (
          <load.Grid />
        ) : load.state === 'failed' ? (
          <ErrorState message={m['home.store.failed']()} onRetry={retry} />
        ) : (
          <StoreGridSkeleton label={m['home.store.loading']()} />
        )}
      </section>
    </>
  );
}
