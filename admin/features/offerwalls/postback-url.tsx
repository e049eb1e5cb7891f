import { useId } from 'react';
import { Button } from '#kit/ui/button';
import { useToast } from '#kit/ui/toast/toast-context';
import { m } from '../../i18n/paraglide/messages';

/** The address to give the provider for its postbacks, with a copy button (the field can be selected by hand too). */
export function PostbackUrl({ url, name }: { url: string; name: string }) {
  const toasts = useToast();
  const id = useId();
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      toasts.success(m['offerwalls.postback.copied']());
    } catch {
      toasts.error(m['offerwalls.postback.copy-failed']());
    }
  };
  return (
    <div className="mt-3">
      <label htmlFor={id} className="block text-sm font-medium text-slate-700">
        {m['offerwalls.postback.label']()}
      </label>
      <div className="mt-1 flex flex-col gap-2 sm:flex-row">
        <input
          id={id}
          readOnly
          value={url}
          onFocus={(event) => event.target.select()}
          className="min-w-0 flex-1 rounded-md border border-slate-300 bg-slate-50 px-3 py-2 font-mono text-sm text-slate-900"
        />
        <Button onClick={() => void copy()} aria-label={m['offerwalls.postback.copy-label']({ name })}>
          {m['offerwalls.postback.copy']()}
        </Button>
      </div>
    </div>
  );
}
