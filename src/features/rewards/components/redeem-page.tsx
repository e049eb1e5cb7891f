import { m } from '#i18n/paraglide/messages';
import { faceValueTitle, RewardTiles } from './reward-tiles';
import { StorePage, useUnverifiedBuyer } from './store-page';

/** /redeem: the Google Play gift cards, paid from the wallet (issue 16). */
export function RedeemPage() {
  const unverified = useUnverifiedBuyer();
  return (
    <StorePage title={m['store.redeem.title']()} description={m['store.redeem.description']()}>
      <RewardTiles kind="google_play" label={m['store.redeem.list']()} empty={m['store.redeem.empty']()} title={faceValueTitle} disabled={unverified} />
    </StorePage>
  );
}
