import type { ReactNode } from 'react';
import { useKitLook, type KitLook } from './kit-look';
import { useKitWords } from './kit-words';

/** One column: its header, what a row shows in it, and how it sits. */
export interface Column<Row> {
  header: string;
  cell: (row: Row) => ReactNode;
  /** The column that names the row: its cells are row headers (`<th scope="row">`). */
  rowHeader?: boolean;
  align?: 'start' | 'end';
  /** Extra classes for this column's cells. */
  className?: string;
  /** The name shown beside the cell on small screens when it is not the header ("Reason" or "Code"). */
  label?: (row: Row) => string;
}

/** Below this width each row is a card whose cells are named by their column (`data-label`). */
export type StackBelow = 'md' | 'lg' | 'xl';

// Whole class names per breakpoint, so Tailwind finds every one of them in the source.
const STACKED: Record<StackBelow, { head: string; row: string; cell: string; actions: string; end: string }> = {
  md: {
    head: 'hidden md:table-header-group',
    row: 'block py-2 md:table-row md:py-0',
    cell: 'flex justify-between gap-4 px-4 py-1 md:table-cell md:py-3 before:shrink-0 before:content-[attr(data-label)] md:before:content-none',
    actions: 'px-4 py-2 md:py-3 md:text-right',
    end: 'md:text-right',
  },
  lg: {
    head: 'hidden lg:table-header-group',
    row: 'block py-2 lg:table-row lg:py-0',
    cell: 'flex justify-between gap-4 px-4 py-1 lg:table-cell lg:py-3 before:shrink-0 before:content-[attr(data-label)] lg:before:content-none',
    actions: 'px-4 py-2 lg:py-3 lg:text-right',
    end: 'lg:text-right',
  },
  xl: {
    head: 'hidden xl:table-header-group',
    row: 'block py-2 xl:table-row xl:py-0',
    cell: 'flex justify-between gap-4 px-4 py-1 xl:table-cell xl:py-3 before:shrink-0 before:content-[attr(data-label)] xl:before:content-none',
    actions: 'px-4 py-2 xl:py-3 xl:text-right',
    end: 'xl:text-right',
  },
};

const LOOKS: Record<KitLook, { frame: string; head: string; body: string; label: string }> = {
  public: {
    frame: 'overflow-x-auto rounded-2xl bg-white/5 ring-1 ring-white/10',
    head: 'text-xs font-semibold uppercase tracking-wide text-indigo-300',
    body: 'divide-y divide-white/10 text-indigo-50',
    label: 'before:font-medium before:text-indigo-300',
  },
  admin: {
    frame: 'overflow-x-auto rounded-lg border border-slate-200 bg-white shadow-xs',
    head: 'bg-slate-50 text-xs font-semibold uppercase tracking-wide text-slate-600',
    body: 'divide-y divide-slate-200',
    label: 'before:font-medium before:text-slate-600',
  },
};

/**
 * Both SPAs' list table: a screen-reader caption, scoped headers, the naming column as row headers
 * and an optional actions cell; rows become cards on narrow screens. States around it: `ListStates`.
 */
export function DataTable<Row>({
  caption,
  columns,
  rows,
  rowKey,
  actions,
  stackBelow = 'lg',
  rowTestId,
}: {
  caption: string;
  columns: readonly Column<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row) => string;
  actions?: (row: Row) => ReactNode;
  stackBelow?: StackBelow;
  /** `data-testid` on every row, for tests that count rows. */
  rowTestId?: string;
}) {
  const look = LOOKS[useKitLook()];
  const actionsLabel = useKitWords().actions;
  const stacked = STACKED[stackBelow];
  const align = (column: Column<Row>) => (column.align === 'end' ? stacked.end : '');
  return (
    <div className={look.frame}>
      <table className="w-full text-left text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className={`${stacked.head} ${look.head}`}>
          <tr>
            {columns.map((column) => (
              <th key={column.header} scope="col" className={`px-4 py-3 ${column.align === 'end' ? 'text-right' : ''}`}>
                {column.header}
              </th>
            ))}
            {actions ? (
              <th scope="col" className="px-4 py-3 text-right">
                <span className="sr-only">{actionsLabel}</span>
              </th>
            ) : null}
          </tr>
        </thead>
        <tbody className={look.body}>
          {rows.map((row) => (
            <tr key={rowKey(row)} className={stacked.row} data-testid={rowTestId}>
              {columns.map((column) => {
                const className = `${stacked.cell} ${look.label} ${align(column)} ${column.className ?? ''}`;
                const label = column.label?.(row) ?? column.header;
                return column.rowHeader ? (
                  <th key={column.header} scope="row" data-label={label} className={className}>
                    {column.cell(row)}
                  </th>
                ) : (
                  <td key={column.header} data-label={label} className={className}>
                    {column.cell(row)}
                  </td>
                );
              })}
              {actions ? <td className={stacked.actions}>{actions(row)}</td> : null}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
