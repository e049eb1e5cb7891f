import { Button } from '#kit/ui/button';
import { useToast } from '#kit/ui/toast/toast-context';
import { m } from '#i18n/paraglide/messages';
import { copyText } from '../../lib/clipboard';

interface CopyBoxProps {
  label: string;
  value: string;
  note?: string;
  /** The button's text, and its name for screen readers (which says what it copies). */
  button: string;
  buttonLabel: string;
  copiedMessage: string;
}

/** A labelled value to copy (a delivered code, a referral code or link); the outcome is a toast. */
export function CopyBox({ label, value, note, button, buttonLabel, copiedMessage }: CopyBoxProps) {
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
        {note && <p className="mt-2 text-xs text-emerald-100/80">{note}</p>}
      </div>
      <Button variant="secondary" className="shrink-0" aria-label={buttonLabel} onClick={() => void copy()}>
        {button}
      </Button>
    </div>
  );
}
