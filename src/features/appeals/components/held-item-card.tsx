import { useState } from 'react';
import type { Appeal, HeldItem } from '#contract/appeals/schemas';
import { appealItemKindName, holdReasonText } from '#i18n/appeal-reason-wording';
import { formatDate, formatRupees } from '#kit/lib/format';
import { Button } from '#kit/ui/button';
import { m } from '#i18n/paraglide/messages';
import { AppealForm } from './appeal-form';
import { Typed } from './typed';


function appealStatusText(appeal: Appeal): string {
  if (appeal.status === 'open') return m['appeals.status.open']({ date: formatDate(appeal.createdAt) });
  const date = formatDate(appeal.answeredAt ?? appeal.createdAt);
  return appeal.status === 'changed' ? m['appeals.status.changed']({ date }) : m['appeals.status.upheld']({ date });
}

/** One held, pending or refused item: what it is, why (the coded reason first, an admin's note after), and its review. */
export function HeldItemCard({ item }: { item: HeldItem }) {
  const [asking, setAsking] = useState(false);
  const titleId = `held-${item.kind}-${item.id}`;
  return (
    <li id={`${item.kind}-${item.id}`} aria-labelledby={titleId} className="rounded-xl bg-white/5 p-4 ring-1 ring-white/10">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id={titleId} className="font-semibold text-white">
          {appealItemKindName(item.kind)}
          {item.subject ? (
            <>
              {': '}
              <Typed text={item.subject} />
            </>
          ) : null}
        </h2>
        {item.amountPaise !== null ? <span className="font-semibold text-white">{formatRupees(item.amountPaise)}</span> : null}
      </div>
      <p className="mt-1 text-sm text-indigo-200">
        {item.number !== null ? `${m['appeals.item.submission-number']({ number: item.number })} · ` : null}
        {m['appeals.item.since']({ date: formatDate(item.since) })}
      </p>
      <p className="mt-2 text-sm text-indigo-50">{holdReasonText(item.reason)}</p>
      {item.note ? (
        <p className="mt-1 text-sm text-indigo-100">
          {m['appeals.item.note']()} <Typed text={item.note} />
        </p>
      ) : null}
      {item.appeal ? (
        <div className="mt-3 rounded-lg bg-white/5 p-3 text-sm ring-1 ring-white/10">
          <p className="font-medium text-white">{appealStatusText(item.appeal)}</p>
          <p className="mt-1 text-indigo-200">
            {m['appeals.status.your-message']()} <Typed text={item.appeal.message} />
          </p>
          {item.appeal.answer ? (
            <p className="mt-1 text-indigo-50">
              {m['appeals.status.answer']()} <Typed text={item.appeal.answer} />
            </p>
          ) : null}
        </div>
      ) : null}
      {item.canAppeal ? (
        asking ? (
          <AppealForm item={item} onDone={() => setAsking(false)} />
        ) : (
          <Button className="mt-3" onClick={() => setAsking(true)}>
            {m['appeals.ask']()}
          </Button>
        )
      ) : null}
    </li>
  );
}
