import { Button } from '#kit/ui/button';
import { useToast } from '#kit/ui/toast/toast-context';
import { copyText } from '../../../lib/clipboard';
import { m } from '#i18n/paraglide/messages';

/** A labelled value (the referral code, the invite link) with its copy button; the outcome is a toast. */
export function CopyRow({ label, value, copyLabel, copiedMessage }: { label: string; value: string; copyLabel: string; copiedMessage: string }) {
  const toast = useToast();
  const copy = async () => {
    if (await copyText(value)) toast.success(copiedMessage);
    else toast.error(m['wallet.copy-failed']());
  };
  return (
    <div className="mt-4 flex flex-col gap-3 rounded-xl bg-emerald-500/10 p-3 ring-1 ring-emerald-400/30 sm:flex-row sm:items-center sm:justify-between">
      <div className="min-w-0 text-sm text-emerald-100">
        <p>{label}</p>
        <code className="mt-1 block break-all font-mono text-base font-semibold tracking-wider text-white">{value}</code>
      </div>
      <Button variant="secondary" className="shrink-0" aria-label={copyLabel} onClick={() => void copy()}>
        {m['referrals.copy']()}
      </Button>
    </div>
  );
}
