import type { MyReferrals } from '#contract/referrals/schemas';
import { Card } from '../../../components/ui/feedback';
import { formatDateTime, formatRupees } from '#kit/lib/format';
import { m } from '#i18n/paraglide/messages';
import { countdownText } from '../lib/share-text';

/** Rewards earned but held until their friend's earnings clear, each with the day it is paid. */
export function HeldRewards({ mine }: { mine: MyReferrals }) {
  // Read once per render: the countdowns count whole days, so a page left open is at most a render behind.
  const now = Date.now();
  const held = mine.friends.filter((friend) => friend.status === 'held' && friend.clearsAt);
  if (mine.heldPaise <= 0 && held.length === 0) return null;
  return (
    <Card titleId="invite-held-title" title={m['referrals.held-title']()}>
      <p className="mt-2 text-sm text-indigo-100">{m['referrals.held-total']({ amount: formatRupees(mine.heldPaise) })}</p>
      <ul className="mt-3 space-y-2 text-sm text-indigo-100">
        {held.map((friend) => (
          <li key={friend.id}>
            {m['referrals.held-item']({
              amount: formatRupees(mine.rewardPaise),
              name: friend.name,
              date: formatDateTime(friend.clearsAt!),
              relative: countdownText(friend.clearsAt!, now),
            })}
          </li>
        ))}
      </ul>
    </Card>
  );
}
