import type { ComponentProps, ReactNode } from 'react';
import { Button } from '#kit/ui/button';

/** A row's buttons: they share a stacked row's width and sit at the end of the table's actions cell. */
export function RowActions({ wrap = true, children }: { wrap?: boolean; children: ReactNode }) {
  return <div className={wrap ? 'flex flex-wrap gap-2 xl:justify-end' : 'flex gap-2 xl:justify-end'}>{children}</div>;
}

/** One of a row's buttons, named for screen readers by `label`; `dialog` when it opens one about the row. */
export function RowButton({ label, dialog = false, ...button }: { label: string; dialog?: boolean } & Omit<ComponentProps<typeof Button>, 'size' | 'aria-label' | 'className'>) {
  return <Button size="sm" aria-haspopup={dialog ? 'dialog' : undefined} aria-label={label} className="flex-1 xl:flex-none" {...button} />;
}
