import { useState } from 'react';
import { useToast } from '#kit/ui/toast/toast-context';
import { Button } from '#kit/ui/button';
import { copyText } from '../../../lib/clipboard';
import { messageFor } from '#kit/lib/errors';
import { formatRupees } from '#kit/lib/format';
import { trpc, type RouterOutputs } from '../../../lib/trpc';
import { m } from '#i18n/paraglide/messages';

export type RedeemRequest = RouterOutputs['redeem']['history']['requests'][number];

/** A completed request's code: its last 4 until the owner asks, which the server audits (decision 029). */
export function RevealableCode({ request, last4 }: { request: RedeemRequest; last4: string }) {
  const toast = useToast();
  const [code, setCode] = useState<string | null>(null);
  const reveal = trpc.redeem.reveal.useMutation({
    onSuccess: (answer) => setCode(answer.code),
    onError: (error) => toast.error(messageFor(error, m['account.failed-to-fetch']())),
  });
  const copy = async (text: string) => {
    if (await copyText(text)) toast.success(m['wallet.redeem-history.code-copied']());
    else toast.error(m['wallet.copy-failed']());
  };

  return (
    <div aria-live="polite" className="mt-4 flex flex-col gap-3 rounded-xl bg-emerald-500/10 p-3 ring-1 ring-emerald-400/30 sm:flex-row sm:items-center sm:justify-between">
      <p className="min-w-0 text-sm text-emerald-100">
        {m['wallet.redeem-history.google-play-code']()}
        {code ? (
          <code className="mt-1 block break-all font-mono text-base font-semibold tracking-wider text-white">{code}</code>
        ) : (
          <span className="mt-1 block font-mono text-base text-white">{m['wallet.redeem-history.code-ends']({ last4 })}</span>
        )}
      </p>
      {code ? (
        <Button variant="secondary" className="shrink-0" aria-label={m['wallet.redeem-history.copy-code']({ code })} onClick={() => void copy(code)}>
          {m['wallet.redeem-history.copy']()}
        </Button>
      ) : (
        <Button
          variant="secondary"
          className="shrink-0"
          aria-label={m['wallet.redeem-history.reveal-label']({ amount: formatRupees(request.amountPaise) })}
          busy={reveal.isPending}
          busyLabel={m['wallet.redeem-history.revealing']()}
          onClick={() => reveal.mutate({ id: request.id })}
        >
          {m['wallet.redeem-history.reveal']()}
        </Button>
      )}
    </div>
  );
}
