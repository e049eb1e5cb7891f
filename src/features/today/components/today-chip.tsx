import { lazy, Suspense, useState } from 'react';
import { buttonClasses } from '#kit/ui/button';
import { m } from '#i18n/paraglide/messages';
import { loadToday } from './load-today';

// The dialog and its panel are their own chunk, loaded on the chip's first press.
const TodayDialog = lazy(() => loadToday().then((module) => ({ default: module.TodayDialog })));

/** The header's chip for a signed-in person: opens the Today panel in a dialog (its chunk loaded on the first press). */
export function TodayChip() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" className={buttonClasses('ghost', 'whitespace-nowrap px-2.5 sm:px-4')} onClick={() => setOpen(true)}>
        {m['layout.header.today']()}
      </button>
      {open && (
        <Suspense fallback={null}>
          <TodayDialog onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
