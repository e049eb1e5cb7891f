import { useState } from 'react';
import { VIP_PRICE_PAISE } from '#contract/vip/rules';
import { Card } from '../../../components/ui/feedback';
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
import { useSession, VerifyEmailBanner } from '../../auth';
import { useCheckout } from '../lib/use-checkout';
import { useGateway } from '../lib/use-gateway';
import { vipPurchaseFormSchema, vipValidationText } from '../lib/vip-form-schema';
import { GatewayNotice } from './gateway-notice';

/** The form and the pay button: the server makes the order, Checkout takes the payment, the server alone decides the rest. */
export function VipPurchaseForm({ checkoutUrl }: { checkoutUrl: string }) {
  const user = useSession().data;
  const toast = useToast();
  const utils = trpc.useUtils();
  const gateway = useGateway(checkoutUrl);
  // From the order request until Checkout is closed, fails or the server has answered the payment.
  const [processing, setProcessing] = useState(false);
  const form = useSchemaForm(vipPurchaseFormSchema, {
    defaultValues: { fullName: user?.name ?? '', email: user?.email ?? '', phone: '', adult: false },
  });

  const { openCheckout, activated } = useCheckout(() => setProcessing(false));

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
    <Card titleId="vip-form-title" title={m['vip.form.title']()}>
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
