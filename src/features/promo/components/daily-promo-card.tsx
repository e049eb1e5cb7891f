import { Link } from '@tanstack/react-router';
import { useToast } from '#kit/ui/toast/toast-context';
import { Button, buttonClasses } from '#kit/ui/button';
import { copyText } from '../../../lib/clipboard';
import { formatRupees } from '#kit/lib/format';
import { m } from '#i18n/paraglide/messages';
import { trpc } from '../../../lib/trpc';

/** Today's promo code (IST), only when one is scheduled: nothing while loading, without one, or on a failure. */
export function DailyPromoCard() {
  const toast = useToast();
  const daily = trpc.promo.daily.useQuery(undefined, { staleTime: 60_000, retry: false });
  const promo = daily.data;
  if (!promo) return null;

  const copy = async () => {
    if (await copyText(promo.code)) toast.success(m['wallet.daily.copied']());
    else toast.error(m['wallet.copy-failed']());
  };

  return (
    <section
      aria-labelledby="daily-promo-title"
      className="rounded-2xl bg-gradient-to-br from-emerald-500/20 to-indigo-500/10 p-5 ring-1 ring-emerald-400/30 sm:p-6"
    >
      <h2 id="daily-promo-title" className="text-lg font-semibold text-white">
        {m['wallet.daily.title-before']()} <span className="font-mono tracking-wider text-emerald-200">{promo.code}</span>{' '}
        {m['wallet.daily.title-after']({ amount: formatRupees(promo.amountPaise) })}
      </h2>
      <p className="mt-1 text-sm text-indigo-200">
        {m['wallet.daily.scheduled']()} {m['wallet.once-per-account']()}
      </p>
      <div className="mt-4 flex flex-col gap-3 sm:flex-row">
        <Button variant="secondary" onClick={() => void copy()}>
          {m['wallet.daily.copy']()}
        </Button>
        <Link to="/promocode" search={{ code: promo.code }} className={buttonClasses('primary')}>
          {m['wallet.daily.redeem-now']()}
        </Link>
      </div>
    </section>
  );
}
