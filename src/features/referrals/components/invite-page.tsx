import type { MyReferrals } from '#contract/referrals/schemas';
import { Card, Notice, Section } from '../../../components/ui/feedback';
import { QueryPage } from '../../../components/ui/query-page';
import { formatCount, formatRupees } from '#kit/lib/format';
import { EmptyState } from '#kit/ui/states';
import { m } from '#i18n/paraglide/messages';
import { trpc } from '../../../lib/trpc';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { FriendRow } from './friend-row';
import { HeldRewards } from './held-rewards';
import { ShareCard } from './share-card';
import { ChangeNotice } from '../../changes';
import { REFERRAL_REWARD_FIELDS } from '#contract/changes/rules';

/** /invite (issue 17): the person's code and link, their progress, held rewards, debt and every friend. */
export function InvitePage() {
  useDocumentTitle(m['referrals.title']());
  const mine = trpc.referrals.mine.useQuery();
  return (
    <QueryPage title={m['referrals.title']()} description={m['referrals.description']()} query={mine} loadingLabel={m['referrals.loading']()} failedMessage={m['referrals.failed']()}>
      {(data) => <InviteContent mine={data} />}
    </QueryPage>
  );
}

function InviteContent({ mine }: { mine: MyReferrals }) {
  return (
    <div className="space-y-6">
      {REFERRAL_REWARD_FIELDS.map((field) => (
        <ChangeNotice key={field} kind="referral-reward" subject={field} detailed />
      ))}
      <ShareCard mine={mine} />

      <Card titleId="invite-progress-title" title={m['referrals.progress-title']()}>
        <progress
          aria-labelledby="invite-progress-title"
          aria-describedby="invite-progress-text"
          value={Math.min(mine.qualified, mine.target)}
          max={mine.target}
          className="mt-3 h-3 w-full overflow-hidden rounded-full accent-emerald-400"
        />
        <p id="invite-progress-text" className="mt-2 text-sm text-indigo-100">
          {m['referrals.progress']({ qualified: formatCount(mine.qualified), target: formatCount(mine.target) })}
        </p>
      </Card>

      <HeldRewards mine={mine} />

      {mine.debtPaise > 0 ? <Notice tone="error">{m['referrals.debt']({ amount: formatRupees(mine.debtPaise) })}</Notice> : null}

      <Section titleId="invite-friends-title" title={m['referrals.friends-title']()}>
        {mine.friends.length === 0 ? (
          <EmptyState title={m['referrals.empty-title']()}>{m['referrals.empty-text']()}</EmptyState>
        ) : (
          <ul className="space-y-3">
            {mine.friends.map((friend) => (
              <FriendRow key={friend.id} friend={friend} qualifyPaise={mine.qualifyPaise} />
            ))}
          </ul>
        )}
      </Section>
    </div>
  );
}
