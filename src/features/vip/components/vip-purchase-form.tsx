import { useNavigate } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { VIP_CHECKOUT_RETRY_MAX, VIP_PRICE_PAISE, VIP_REDIRECT_DELAY_MS } from '#contract/vip/rules';
import type { VipCheckoutOrder } from '#contract/vip/schemas';
import { Card, Notice } from '../../../components/ui/feedback';
import { appCodeOf, messageFor } from '#kit/lib/errors';
import { formatRupees } from '#kit/lib/format';
import { maxLengthOf } from '#kit/lib/max-length';
import { Button } from '#kit/ui/button';
import { CheckboxField, TextField } from '#kit/ui/fields';
import { FormError } from '#kit/ui/form/form-error';
import { useSchemaForm } from '#kit/ui/form/use-schema-form';
import { useToast } from '#kit/ui/toast/toast-context';
import { m } from '#i18n/paraglide/messages';
import { trpc } from '../../../lib/trpc';
import { SITE_NAME } from '../../../lib/use-document-title';
import { useSession, VerifyEmailBanner } from '../../auth';
import type { CheckoutFailure, CheckoutSuccess } from '../lib/checkout-script';
import { useGateway } from '../lib/use-gateway';
import { vipPurchaseFormSchema, vipValidationText } from '../lib/vip-form-schema';

/** Checkout's accent: the site's own indigo, so the payment sheet looks like part of the page that opened it. */
const CHECKOUT_THEME_COLOR = '#6366f1';

/**
 * The form and the pay button. The server makes the Razorpay order; Checkout (loaded from the
 * server-given address) takes the payment; its signed answer goes back to the server, which alone
 * decides whether the membership starts. Nothing about VIP is kept in the browser.
 */
export function VipPurchaseForm({ checkoutUrl }: { checkoutUrl: string }) {
  const user = useSession().data;
  const toast = useToast();
  const navigate = useNavigate();
  const utils = trpc.useUtils();
  const gateway = useGateway(checkoutUrl);
  // From the order request until Checkout is closed, fails or the server has answered the payment.
  const [processing, setProcessing] = useState(false);
  const [activated, setActivated] = useState(false);
  const form = useSchemaForm(vipPurchaseFormSchema, {
    defaultValues: { fullName: user?.name ?? '', email: user?.email ?? '', phone: '', adult: false },
  });

  // The seed's pause after success: the toast is read, then the member's page opens with the
  // server's fresh answer (asked only now: a member's answer would replace this form and its timer).
  useEffect(() => {
    if (!activated) return;
    const timer = setTimeout(() => void utils.vip.status.invalidate().then(() => navigate({ to: '/vip-giveaway' })), VIP_REDIRECT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [activated, navigate, utils]);

  const verify = trpc.vip.verify.useMutation({
    onSuccess: (membership) => {
      setProcessing(false);
      if (!membership.isMember) {
        void utils.vip.status.invalidate();
        toast.error(m['vip.activation-failed']());
        return;
      }
      toast.success(`${m['vip.activated']()} 🎉`);
      setActivated(true);
    },
    onError: () => {
      setProcessing(false);
      toast.error(m['vip.activation-failed']());
    },
  });

  const openCheckout = (order: VipCheckoutOrder) => {
    const Checkout = window.Razorpay;
    if (!Checkout) {
      setProcessing(false);
      toast.error(m['vip.gateway-unavailable']());
      return;
    }
    const checkout = new Checkout({
      key: order.keyId,
      amount: order.amountPaise,
      currency: order.currency,
      name: SITE_NAME,
      description: order.description,
      order_id: order.orderId,
      prefill: order.prefill,
      notes: order.notes,
      theme: { color: CHECKOUT_THEME_COLOR },
      // Closed only by its own button, so a stray tap or Escape does not drop a payment half-way.
      modal: { escape: false, backdropclose: false, ondismiss: () => setProcessing(false) },
      retry: { enabled: true, max_count: VIP_CHECKOUT_RETRY_MAX },
      handler: (response: CheckoutSuccess) => verify.mutate(response),
    });
    checkout.on('payment.failed', (response: CheckoutFailure) => {
      setProcessing(false);
      toast.error(response.error?.description || response.error?.reason || m['vip.payment-failed']());
    });
    checkout.open();
  };

  const createOrder = trpc.vip.createOrder.useMutation({
    onSuccess: openCheckout,
    onError: (error) => {
      setProcessing(false);
      if (form.placeRefusal(error)) return;
      // Switched off meanwhile: the page then says so instead of offering a button that cannot work.
      if (appCodeOf(error) === 'vip.payments-not-configured') void utils.vip.status.invalidate();
      toast.error(m['vip.init-failed']({ message: messageFor(error) }));
    },
  });

  const onSubmit = form.handleSubmit(
    (input) => {
      if (processing || gateway !== 'loaded') return;
      setProcessing(true);
      createOrder.mutate(input);
    },
    (errors) => {
      if (errors.fullName || errors.email) toast.error(m['vip.name-and-email-required']());
    },
  );

  const fieldOf = (name: 'fullName' | 'email' | 'phone' | 'adult') => {
    const field = form.field(name);
    return { ...field, error: vipValidationText(field.error) };
  };

  return (
    <Card aria-labelledby="vip-form-title">
      <h2 id="vip-form-title" className="text-lg font-semibold text-white">
        {m['vip.form.title']()}
      </h2>
      {user && !user.emailVerified ? (
        <div className="mt-4">
          <VerifyEmailBanner email={user.email} reason={m['vip.verify-reason']()} />
        </div>
      ) : null}
      <form noValidate onSubmit={onSubmit} className="mt-4 space-y-4">
        <TextField label={m['vip.form.full-name']()} autoComplete="name" required maxLength={maxLengthOf(vipPurchaseFormSchema.shape.fullName)} {...fieldOf('fullName')} />
        <TextField label={m['vip.form.email']()} type="email" autoComplete="email" required {...fieldOf('email')} />
        <TextField label={m['vip.form.phone']()} type="tel" autoComplete="tel" hint={m['vip.form.phone-hint']()} {...fieldOf('phone')} />
        <CheckboxField label={m['vip.form.adult']()} required {...fieldOf('adult')} />
        <FormError message={form.formError} />
        <GatewayNotice state={gateway} />
        <Button type="submit" className="w-full" disabled={gateway !== 'loaded' || activated} busy={processing} busyLabel={m['vip.processing']()}>
          {m['vip.pay']({ price: formatRupees(VIP_PRICE_PAISE) })}
        </Button>
      </form>
    </Card>
  );
}

/** The gateway script's state in words: waiting politely, failures at once with the way out the messages name. */
function GatewayNotice({ state }: { state: ReturnType<typeof useGateway> }) {
  if (state === 'loaded') return null;
  if (state === 'loading') return <Notice tone="info">{m['vip.gateway-loading']()}</Notice>;
  return (
    <Notice tone="error">
      <p>{state === 'timeout' ? m['vip.gateway-timeout']() : m['vip.gateway-failed']()}</p>
      <button type="button" className="mt-2 font-semibold underline underline-offset-2" onClick={() => window.location.reload()}>
        {m['vip.refresh']()}
      </button>
    </Notice>
  );
}
