import { Link } from '@tanstack/react-router';
import { VIP_DAYS, VIP_PRICE_PAISE, VIP_REFUND_WINDOW_DAYS } from '#contract/vip/rules';
import type { VipSchedule, VipStatus } from '#contract/vip/schemas';
import { Card } from '../../../components/ui/feedback';
import { QueryPage } from '../../../components/ui/query-page';
import { formatLongDate, formatRupees } from '#kit/lib/format';
import { buttonClasses } from '#kit/ui/button';
import { m } from '#i18n/paraglide/messages';
import { trpc } from '../../../lib/trpc';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { VipPurchaseForm } from './vip-purchase-form';

/** /vip-purchase (issue 19): what membership costs and gives, and the way to pay — or, for a member, the way to today's code. */
export function VipPurchasePage() {
  useDocumentTitle(m['vip.purchase.title']());
  const status = trpc.vip.status.useQuery();
  return (
    <QueryPage title={m['vip.purchase.title']()} description={m['vip.purchase.description']({ days: VIP_DAYS })} query={status} loadingLabel={m['vip.loading']()} failedMessage={m['vip.failed']()}>
      {(data) => (data.isMember ? <AlreadyMember expiresAt={data.expiresAt} /> : <PurchaseContent status={data} />)}
    </QueryPage>
  );
}

function AlreadyMember({ expiresAt }: { expiresAt: Date | null }) {
  return (
    <Card titleId="vip-member-title" title={m['vip.already-member']()} titleClassName="text-xl font-semibold text-white" className="text-center">
      {expiresAt ? <p className="mt-2 text-indigo-100">{m['vip.member-until']({ date: formatLongDate(expiresAt) })}</p> : null}
      <Link to="/vip-giveaway" className={buttonClasses('primary', 'mt-5')}>
        {m['vip.go-to-giveaway']()}
      </Link>
    </Card>
  );
}

function PurchaseContent({ status }: { status: VipStatus }) {
  return (
    <div className="space-y-6">
      <div className="grid gap-6 sm:grid-cols-2">
        <PriceCard />
        <Benefits schedule={status.schedule} />
      </div>
      {/* VIP is offered only while payments are configured (the server's capability): the address is there. */}
      {status.checkoutUrl && <VipPurchaseForm checkoutUrl={status.checkoutUrl} />}
    </div>
  );
}

function PriceCard() {
  return (
    <Card titleId="vip-price-title" title={m['vip.price.title']({ days: VIP_DAYS })} className="text-center">
      <p className="mt-3 text-4xl font-bold text-white">{formatRupees(VIP_PRICE_PAISE)}</p>
      <p className="mt-1 text-indigo-100">{m['vip.price.valid']({ days: VIP_DAYS })}</p>
      <p className="mt-3 text-sm text-indigo-200">{m['vip.price.no-renewal']()}</p>
    </Card>
  );
}

/** What the admin has scheduled for the days a membership bought now covers: how many codes and their amounts, or that none is scheduled. */
function scheduleText({ codes, minPaise, maxPaise }: VipSchedule): string {
  if (codes === 0 || minPaise === null || maxPaise === null) return m['vip.schedule.none']({ days: VIP_DAYS });
  if (minPaise === maxPaise) return m['vip.schedule.same']({ days: VIP_DAYS, count: codes, amount: formatRupees(minPaise) });
  return m['vip.schedule.range']({ days: VIP_DAYS, count: codes, min: formatRupees(minPaise), max: formatRupees(maxPaise) });
}

/** Only what membership really gives; it buys no game plays and no better odds, and the page says so. */
function Benefits({ schedule }: { schedule: VipSchedule }) {
  const benefits = [
    m['vip.benefit.daily-code'](),
    m['vip.benefit.once-each'](),
    m['vip.benefit.no-renewal']({ days: VIP_DAYS }),
    m['vip.benefit.refund']({ days: VIP_REFUND_WINDOW_DAYS }),
  ];
  return (
    <Card titleId="vip-benefits-title" title={m['vip.benefits.title']()}>
      <ul className="mt-3 list-disc space-y-2 pl-5 text-sm text-indigo-100">
        {benefits.map((benefit) => (
          <li key={benefit}>{benefit}</li>
        ))}
      </ul>
      <p className="mt-3 text-sm font-semibold text-white">{scheduleText(schedule)}</p>
      <p className="mt-3 text-sm text-indigo-200">{m['vip.benefit.games-same']()}</p>
    </Card>
  );
}
