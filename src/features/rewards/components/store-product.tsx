import { Link, useRouterState } from '@tanstack/react-router';
import { useState, type ReactNode } from 'react';
import { Button, buttonClasses } from '#kit/ui/button';
import { LineIcon } from '#kit/ui/line-icon';
import { formatRupees } from '#kit/lib/format';
import { m } from '#i18n/paraglide/messages';
import { useSession } from '../../auth';
import type { StoreReward } from '../api/store-queries';
import { BuyDialog } from './lazy-buy-dialog';
import { canBuy, NeedMore, shortfallPaise } from './stock-state';


function Icon({ children }: { children: ReactNode }) {
  return <LineIcon className="size-8">{children}</LineIcon>;
}

/** Drawn inline per kind (no brand logos: those are the brands' own artwork). */
const KIND_ICONS: Record<StoreReward['kind'], ReactNode> = {
  google_play: (
    <Icon>
      <path d="M6 3.5v17l13-8.5z" />
      <path d="M6 3.5l9 11.5M6 20.5l9-11.5" />
    </Icon>
  ),
  app_store: (
    <Icon>
      <rect x="4" y="4" width="16" height="16" rx="4" />
      <path d="M9.5 16.5l4-9M14.5 16.5l-1.5-3.3M8 13.5h6.5" />
    </Icon>
  ),
  free_fire_diamonds: (
    <Icon>
      <path d="M7 4h10l4 5-9 11L3 9z" />
      <path d="M3 9h18M9 4l3 5 3-5M12 9v11" />
    </Icon>
  ),
};

/** The product's picture (the admin's image, else the kind's icon) in a fixed box; decoration, as the name is beside it. */
export function ProductArt({ reward, size = 'size-14' }: { reward: StoreReward; size?: string }) {
  return (
    <span className={`inline-flex ${size} shrink-0 items-center justify-center overflow-hidden rounded-xl bg-emerald-400/15 text-emerald-300 ring-1 ring-emerald-400/30`}>
      {reward.imageUrl ? <img src={reward.imageUrl} alt="" width={56} height={56} loading="lazy" decoding="async" className="size-full object-contain" /> : KIND_ICONS[reward.kind]}
    </span>
  );
}

/**
 * How this visitor can buy: the confirm dialog (verified), a sign-in link back here (a visitor), an
 * off button (unverified); a Free Fire pack goes to /diamonds for the player's UID first. `name` is
 * the product's name as the page shows it (product-words.ts), which the buttons' labels repeat.
 */
export function BuyAction({ reward, name, className = '' }: { reward: StoreReward; name: string; className?: string }) {
  const user = useSession().data;
  const href = useRouterState({ select: (state) => state.location.href });
  const [buying, setBuying] = useState(false);
  const shortfall = shortfallPaise(reward, user?.walletBalancePaise);
  const price = formatRupees(reward.pricePaise);

  if (!user) {
    return (
      <Link to="/signin" search={{ redirect: href }} aria-label={m['store.grid.sign-in-label']({ name: name })} className={buttonClasses('secondary', `w-full ${className}`)}>
        {m['store.grid.sign-in']()}
      </Link>
    );
  }
  if (reward.kind === 'free_fire_diamonds') {
    return (
      <Link to="/diamonds" aria-label={m['store.grid.top-up-label']({ name: name })} className={buttonClasses('secondary', `w-full ${className}`)}>
        {m['store.grid.top-up']()}
      </Link>
    );
  }
  if (shortfall > 0) return <NeedMore shortfallPaise={shortfall} className={className} />;
  return (
    <>
      <Button className={`w-full ${className}`} disabled={!user.emailVerified || !canBuy(reward)} aria-label={m['store.buy-label']({ name: name, price })} onClick={() => setBuying(true)}>
        {m['store.buy']()}
      </Button>
      {buying && <BuyDialog reward={reward} onClose={() => setBuying(false)} />}
    </>
  );
}
