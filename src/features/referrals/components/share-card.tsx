import type { MyReferrals } from '#contract/referrals/schemas';
import { CopyBox } from '../../../components/ui/copy-box';
import { Card, Notice } from '../../../components/ui/feedback';
import { formatRupees } from '#kit/lib/format';
import { m } from '#i18n/paraglide/messages';
import { ShareButton } from './share-button';
import { referralRuleText } from '../lib/share-text';

/** The programme's terms and, while the person may refer, their code and link to copy or share. */
export function ShareCard({ mine }: { mine: MyReferrals }) {
  return (
    <Card titleId="invite-share-title" title={m['referrals.code-label']()} titleClassName="sr-only">
      <p className="text-sm text-indigo-100">
        {referralRuleText(mine)}
        {mine.welcomePaise > 0 ? ` ${m['referrals.how-welcome']({ welcome: formatRupees(mine.welcomePaise) })}` : null}
      </p>
      {mine.canRefer ? (
        <>
          <CopyBox label={m['referrals.code-label']()} value={mine.code} button={m['referrals.copy']()} buttonLabel={m['referrals.copy-code']()} copiedMessage={m['referrals.code-copied']()} />
          <CopyBox label={m['referrals.link-label']()} value={mine.link} button={m['referrals.copy']()} buttonLabel={m['referrals.copy-link']()} copiedMessage={m['referrals.link-copied']()} />
          <ShareButton terms={mine} link={mine.link} />
          <p className="mt-3 text-xs text-indigo-300">{m['referrals.sharing-earns-nothing']()}</p>
        </>
      ) : (
        <Notice tone="info" className="mt-4">
          {m['referrals.paused']()}
        </Notice>
      )}
    </Card>
  );
}
