import { Link } from '@tanstack/react-router';
import { useToast } from '../../../kit/ui/toast/toast-context';
import { Button, buttonClasses } from '../../../kit/ui/button';
import { copyText } from '../../../lib/clipboard';
import { formatRupees } from '../../../kit/lib/format';
import { trpc } from '../../../lib/trpc';

/**
 * Today's promo code (IST), only when an admin scheduled one. Nothing is shown while it loads,
 * when there is none, or when the call fails: an absent card promises nothing.
 */
export function DailyPromoCard() {
  const toast = useToast();
  const daily = trpc.promo.daily.useQuery(undefined, { staleTime: 60_000, retry: false });
  const promo = daily.data;
  if (!promo) return null;

  const copy = async () => {
    if (await copyText(promo.code)) toast.success('Promo code copied to clipboard!');
    else toast.error('Failed to copy. Please copy manually.');
  };

  return (
    <section
      aria-labelledby="daily-promo-title"
      className="rounded-2xl bg-gradient-to-br from-emerald-500/20 to-indigo-500/10 p-5 ring-1 ring-emerald-400/30 sm:p-6"
    >
      <h2 id="daily-promo-title" className="text-lg font-semibold text-white">
        Today&apos;s promo code: <span className="font-mono tracking-wider text-emerald-200">{promo.code}</span> — worth {formatRupees(promo.amountPaise)}
      </h2>
      <p className="mt-1 text-sm text-indigo-200">Scheduled for today (IST). Each code can be used once per account.</p>
      <div className="mt-4 flex flex-col gap-3 sm:flex-row">
        <Button variant="secondary" onClick={() => void copy()}>
          Copy Code
        </Button>
        <Link to="/promocode" search={{ code: promo.code }} className={buttonClasses('primary')}>
          Redeem it now
        </Link>
      </div>
    </section>
  );
}
