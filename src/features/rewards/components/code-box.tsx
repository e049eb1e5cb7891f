import { Button } from '#kit/ui/button';
import { useToast } from '#kit/ui/toast/toast-context';
import { copyText } from '../../../lib/clipboard';
import { m } from '#i18n/paraglide/messages';

/** A delivered code with its copy button (on /success and behind Reveal in the redeem history). */
export function CodeBox({ code, label, note }: { code: string; label: string; note?: string }) {
  const toast = useToast();
  const copy = async () => {
    if (await copyText(code)) toast.success(m['store.code-copied']());
    else toast.error(m['wallet.copy-failed']());
  };
  return (
    <div className="mt-4 flex flex-col gap-3 rounded-xl bg-emerald-500/10 p-3 ring-1 ring-emerald-400/30 sm:flex-row sm:items-center sm:justify-between">
      <div className="min-w-0 text-sm text-emerald-100">
        <p>{label}</p>
        <code className="mt-1 block break-all font-mono text-base font-semibold tracking-wider text-white">{code}</code>
        {note && <p className="mt-2 text-xs text-emerald-100/80">{note}</p>}
      </div>
      <Button variant="secondary" className="shrink-0" aria-label={m['store.copy-code']({ code })} onClick={() => void copy()}>
        {m['store.copy']()}
      </Button>
    </div>
  );
}
