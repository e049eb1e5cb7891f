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
      {/* From 400 px up: a 360 px phone's header has no room left beside My account and the menu; its home page shows the panel. */}
      <button type="button" className={buttonClasses('ghost', 'px-2 max-[25rem]:hidden')} onClick={() => setOpen(true)}>
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
