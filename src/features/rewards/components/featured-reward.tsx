import { formatRupees } from '#kit/lib/format';
import { productWords } from '#i18n/product-words';
import { m } from '#i18n/paraglide/messages';
import { useStoreRewards } from '../api/store-queries';
import { FeaturedFrame, FeaturedPlaceholder, FeaturedSection } from './featured-frame';
import { StockState } from './stock-state';
import { BuyAction, ProductArt } from './store-product';

/** "{Weekday}'s featured reward" (issue 16), the server's `featured` product; nothing without one or on a failed list (the grid says so). */
export function FeaturedReward() {
  const rewards = useStoreRewards();
  const featured = rewards.data?.find((reward) => reward.featured);
  if (rewards.isPending) return <FeaturedPlaceholder />;
  if (!featured) return null;
  const words = productWords(featured);
  return (
    <FeaturedSection>
      <FeaturedFrame
        art={<ProductArt reward={featured} size="size-20" />}
        name={
          <h3 className="truncate" lang={words.name.lang}>
            {words.name.text}
          </h3>
        }
        details={
          <>
            {m['store.price']({ price: formatRupees(featured.pricePaise) })} · <span lang={words.validity.lang}>{words.validity.text}</span>
          </>
        }
        stock={<StockState reward={featured} />}
        action={<BuyAction reward={featured} name={words.name.text} />}
      />
    </FeaturedSection>
  );
}
