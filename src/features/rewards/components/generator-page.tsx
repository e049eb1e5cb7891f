import { useState } from 'react';
import { Card } from '../../../components/ui/feedback';
import { Button } from '#kit/ui/button';
import { EmptyState, ErrorState, LoadingState } from '#kit/ui/states';
import { messageFor } from '#kit/lib/errors';
import { formatList, formatRupees } from '#kit/lib/format';
import { productName } from '#i18n/product-words';
import { m } from '#i18n/paraglide/messages';
import { useStoreRewards, type StoreReward } from '../api/store-queries';
import { BuyDialog } from './lazy-buy-dialog';
import { ChoiceGroup } from './choice-group';
import { ChosenCard } from './chosen-card';
import { canBuy, NeedMore, shortfallPaise, useBalancePaise } from './stock-state';
import { StorePage, useUnverifiedBuyer } from './store-page';

type Platform = 'android' | 'ios';

/** Each platform's gift card: Android phones redeem Google Play cards, iPhones App Store cards. */
const PLATFORM_KIND = { android: 'google_play', ios: 'app_store' } as const satisfies Record<Platform, StoreReward['kind']>;
const PLATFORMS: readonly Platform[] = ['android', 'ios'];
const platformLabel = (platform: Platform) => (platform === 'android' ? m['store.generator.android']() : m['store.generator.ios']());
/** The brand a platform's cards carry ("Google Play cards come in …"): a name, the same in every language. */
const PLATFORM_BRAND: Record<Platform, string> = { android: 'Google Play', ios: 'App Store' };

/**
 * /generator (seed spec "Gift Card Generator"): an amount and a platform pick the one matching product,
 * bought through the confirm dialog; a pair the store lacks says which amounts that platform has.
 */
export function GeneratorPage() {
  const unverified = useUnverifiedBuyer();
  const rewards = useStoreRewards();
  const balancePaise = useBalancePaise();
  const [amount, setAmount] = useState<number | null>(null);
  const [platform, setPlatform] = useState<Platform>('android');
  const [buying, setBuying] = useState<StoreReward | null>(null);
  const [missingAmount, setMissingAmount] = useState(false);

  const cards = rewards.data?.filter((reward) => reward.kind === 'google_play' || reward.kind === 'app_store') ?? [];
  const amounts = [...new Set(cards.map((card) => card.faceValue))].sort((a, b) => a - b);
  const ofPlatform = cards.filter((card) => card.kind === PLATFORM_KIND[platform]);
  const chosen = amount === null ? undefined : ofPlatform.find((card) => card.faceValue === amount);
  const shortfall = shortfallPaise(chosen, balancePaise);

  const buy = () => {
    if (amount === null) setMissingAmount(true);
    else if (chosen) setBuying(chosen);
  };

  return (
    <StorePage title={m['store.generator.title']()} description={m['store.generator.description']()}>
      {rewards.isPending ? (
        <LoadingState label={m['store.loading']()} lines={3} />
      ) : rewards.isError ? (
        <ErrorState message={messageFor(rewards.error, m['store.failed']())} onRetry={() => void rewards.refetch()} retrying={rewards.isFetching} />
      ) : cards.length === 0 ? (
        <EmptyState title={m['store.generator.empty']()} />
      ) : (
        <Card>
          <div className="space-y-6">
            <ChoiceGroup
              legend={m['store.generator.amount']()}
              options={amounts}
              value={amount}
              label={(faceValue) => formatRupees(faceValue * 100)}
              onChange={(faceValue) => {
                setAmount(faceValue);
                setMissingAmount(false);
              }}
            />
            <ChoiceGroup legend={m['store.generator.platform']()} options={PLATFORMS} value={platform} label={platformLabel} onChange={setPlatform} />
            <div aria-live="polite" className="space-y-2">
              {missingAmount && amount === null && (
                <p role="alert" className="text-sm font-semibold text-rose-200">
                  {m['store.generator.pick-amount']()}
                </p>
              )}
              {amount !== null && !chosen && <p className="text-sm text-amber-100">{missingText(platform, ofPlatform)}</p>}
              {chosen && <ChosenCard reward={chosen} />}
            </div>
            {shortfall > 0 ? (
              <NeedMore shortfallPaise={shortfall} />
            ) : (
              <Button
                className="w-full sm:w-auto"
                disabled={unverified || (amount !== null && (!chosen || !canBuy(chosen)))}
                aria-label={chosen ? m['store.buy-label']({ name: productName(chosen).text, price: formatRupees(chosen.pricePaise) }) : undefined}
                onClick={buy}
              >
                {m['store.buy']()}
              </Button>
            )}
          </div>
        </Card>
      )}
      {buying && <BuyDialog reward={buying} onClose={() => setBuying(null)} />}
    </StorePage>
  );
}

/** "App Store cards come in ₹100 and ₹500", from the products the store has, or none at all. */
function missingText(platform: Platform, ofPlatform: StoreReward[]): string {
  const brand = PLATFORM_BRAND[platform];
  if (ofPlatform.length === 0) return m['store.generator.none']({ platform: brand });
  return m['store.generator.comes-in']({ platform: brand, amounts: formatList(ofPlatform.map((card) => formatRupees(card.faceValue * 100))) });
}
