import type { ReactNode } from 'react';
import { Card } from '../../../components/ui/feedback';

/** One group of figures on /transparency, titled, with how they are computed. */
export function FigureSection({ id, title, how, children }: { id: string; title: string; how?: string; children: ReactNode }) {
  return (
    <Card titleId={`${id}-title`} title={title}>
      {how ? <p className="mt-1 text-sm text-indigo-200">{how}</p> : null}
      <div className="mt-4">{children}</div>
    </Card>
  );
}

/** One figure and, under it, how it is computed. */
export function Figure({ label, value, how, strong = false }: { label: string; value: string; how?: string; strong?: boolean }) {
  return (
    <div className="rounded-xl bg-white/5 p-4 ring-1 ring-white/10">
      <dt className="text-sm font-medium text-indigo-200">{label}</dt>
      <dd className={`mt-1 text-2xl font-bold ${strong ? 'text-emerald-300' : 'text-white'}`}>{value}</dd>
      {how ? <dd className="mt-1 text-sm text-indigo-200">{how}</dd> : null}
    </div>
  );
}
