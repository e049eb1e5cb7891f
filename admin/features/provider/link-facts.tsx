import { cardCost, costPaise, linkProblem, PROVIDER_FACE_CURRENCY } from '#contract/provider-catalogue/rules';
import type { ProviderProductView } from '#contract/provider-catalogue/schemas';
import { formatCurrencyAmount, formatList, formatRupees } from '#kit/lib/format';
import { m } from '../../i18n/paraglide/messages';
import type { LinkSubject } from './provider-link-control';

/** A provider amount as shown: rupees by the rupee rule (to the paisa, rounded up), any other currency by its own. */
export function providerAmount(amount: number, currency: string): string {
  return currency === PROVIDER_FACE_CURRENCY ? formatRupees(costPaise(amount)) : formatCurrencyAmount(amount, currency);
}

/** What a product sells: its face values, or its range. */
export function productFaces(product: ProviderProductView): string {
  if (product.denominationType === 'fixed') {
    return m['provider.product.fixed']({ currency: product.faceCurrency, faces: formatList(product.denominations.map((denomination) => providerAmount(denomination.face, product.faceCurrency))) });
  }
  return m['provider.product.range']({ currency: product.faceCurrency, min: providerAmount(product.minFace ?? 0, product.faceCurrency), max: providerAmount(product.maxFace ?? 0, product.faceCurrency) });
}

/** The rules' verdict on linking `product` to `subject`, in words (the server refuses by the same rules). */
function checkWords(product: ProviderProductView, subject: LinkSubject): { ok: boolean; text: string } {
  const face = formatRupees(Math.round(subject.faceRupees * 100));
  switch (linkProblem(product, subject.faceRupees)) {
    case null:
      return { ok: true, text: m['provider.check.ok']({ face }) };
    case 'unavailable':
      return { ok: false, text: m['provider.check.unavailable']() };
    case 'face-currency':
      return { ok: false, text: m['provider.check.face-currency']({ currency: product.faceCurrency }) };
    case 'face-not-offered':
      return { ok: false, text: m['provider.check.face-not-offered']({ face }) };
  }
}

/** One card's cost in the cost currency, for the confirmation's sentence; null when not known. */
export function oneCardCost(product: ProviderProductView, subject: LinkSubject): string | null {
  const cost = cardCost(product, subject.faceRupees);
  return cost === null ? null : providerAmount(cost, product.costCurrency);
}

/** Face value checked, the cost of one card (card + fees) beside the wallet price, and the margin when both are rupees. */
export function LinkFacts({ product, subject }: { product: ProviderProductView; subject: LinkSubject }) {
  const check = checkWords(product, subject);
  const cost = check.ok ? cardCost(product, subject.faceRupees) : null;
  const card = product.denominationType === 'fixed' ? product.denominations.find((denomination) => denomination.face === subject.faceRupees)?.cost : product.costPerFace === null ? undefined : subject.faceRupees * product.costPerFace;
  const inRupees = product.costCurrency === PROVIDER_FACE_CURRENCY;
  const marginPaise = cost !== null && inRupees ? subject.pricePaise - costPaise(cost) : null;
  return (
    <div className="space-y-2 text-sm">
      <p className={check.ok ? 'text-emerald-700' : 'text-red-700'} role={check.ok ? undefined : 'alert'}>
        {check.text}
      </p>
      {check.ok ? (
        <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1">
          <dt className="text-slate-600">{m['provider.cost.label']()}</dt>
          <dd className="tabular-nums text-slate-900">
            {cost === null || card === undefined
              ? m['provider.cost.unknown']()
              : m['provider.cost.value']({ cost: providerAmount(cost, product.costCurrency), card: providerAmount(card, product.costCurrency), fees: providerAmount(cost - card, product.costCurrency) })}
          </dd>
          <dt className="text-slate-600">{m['provider.price.label']()}</dt>
          <dd className="tabular-nums text-slate-900">{formatRupees(subject.pricePaise)}</dd>
          <dt className="text-slate-600">{m['provider.margin.label']()}</dt>
          <dd className={`tabular-nums ${marginPaise !== null && marginPaise < 0 ? 'text-red-700' : 'text-slate-900'}`}>
            {!inRupees
              ? m['provider.cost.other-currency']({ currency: product.costCurrency })
              : marginPaise === null
                ? m['provider.cost.unknown']()
                : marginPaise < 0
                  ? m['provider.margin.loss']({ amount: formatRupees(-marginPaise) })
                  : formatRupees(marginPaise)}
          </dd>
        </dl>
      ) : null}
    </div>
  );
}
