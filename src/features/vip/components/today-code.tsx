import type { VipStatus } from '#contract/vip/schemas';
import { Card } from '../../../components/ui/feedback';
import { messageFor } from '#kit/lib/errors';
import { formatRupees } from '#kit/lib/format';
import { Button } from '#kit/ui/button';
import { useToast } from '#kit/ui/toast/toast-context';
import { m } from '#i18n/paraglide/messages';
import { copyText } from '../../../lib/clipboard';
import { trpc } from '../../../lib/trpc';
import { useRefreshMoney } from '../../wallet';

/** Today's members' code: copied, or redeemed here into the wallet once. */
export function TodayCode({ code }: { code: NonNullable<VipStatus['todayCode']> }) {
  const toast = useToast();
  const utils = trpc.useUtils();
  const refreshMoney = useRefreshMoney();
  const redeem = trpc.vip.redeemCode.useMutation({
    onSuccess: (result) => {
      toast.success(m['vip.code.redeemed-toast']({ amount: formatRupees(result.amountPaise) }));
      utils.vip.status.setData(undefined, (status) => (status?.todayCode ? { ...status, todayCode: { ...status.todayCode, redeemed: true } } : status));
      void refreshMoney(result.newBalancePaise);
    },
    onError: (error) => {
      toast.error(messageFor(error, m['vip.code.redeem-failed']()));
      void utils.vip.status.invalidate();
    },
  });
  const copy = async () => {
    if (await copyText(code.code)) toast.success(m['vip.code.copied']());
    else toast.error(m['vip.code.copy-failed']());
  };
  return (
    <Card titleId="vip-code-title" title={m['vip.code.title']()}>
      <p className="mt-1 text-indigo-100">{m['vip.code.value']({ amount: formatRupees(code.amountPaise) })}</p>
      <code className="mt-3 block rounded-xl bg-emerald-500/10 p-3 text-center font-mono text-xl font-semibold tracking-wider break-all text-white ring-1 ring-emerald-400/30">
        {code.code}
      </code>
      <div className="mt-4 flex flex-col gap-3 sm:flex-row">
        <Button variant="secondary" onClick={() => void copy()}>
          {m['vip.code.copy']()}
        </Button>
        {code.redeemed ? (
          <p role="status" className="self-center text-sm font-semibold text-emerald-200">
            {m['vip.code.redeemed']()}
          </p>
        ) : (
          <Button busy={redeem.isPending} busyLabel={m['vip.code.redeeming']()} onClick={() => redeem.mutate()}>
            {m['vip.code.redeem']({ amount: formatRupees(code.amountPaise) })}
          </Button>
        )}
      </div>
    </Card>
  );
}
