import { useToast } from '#kit/ui/toast/toast-context';
import { Button, buttonClasses } from '#kit/ui/button';
import { messageFor } from '#kit/lib/errors';
import { trpc } from '../../../lib/trpc';
import { m } from '#i18n/paraglide/messages';

function shareText(): { title: string; text: string; url: string } {
  const url = `${window.location.origin}/spin-and-win`;
  return { title: m['games.share.title'](), text: m['games.share.text'](), url };
}

/** A chat-app link carrying the same text, for browsers without the share sheet. */
export function whatsAppShareUrl(): string {
  const { text, url } = shareText();
  return `https://wa.me/?text=${encodeURIComponent(`${text} ${url}`)}`;
}

/** Optional sharing, thanked with one extra spin a day: the device's share sheet, else a WhatsApp link in a new tab. */
export function ShareForSpin({ onExtraSpin, className = '' }: { onExtraSpin?: () => void; className?: string }) {
  const toast = useToast();
  const utils = trpc.useUtils();
  const bonus = trpc.games.shareBonus.useMutation({
    // The server only answers with a bonus when one was added: its words are the catalogue's.
    onSuccess: () => {
      toast.success(m['games.share.extra-spin']());
      void utils.games.state.invalidate();
      onExtraSpin?.();
    },
    onError: (error) => {
      toast.error(messageFor(error, m['games.share.failed']()));
      void utils.games.state.invalidate();
    },
  });

  if (typeof navigator.share === 'function') {
    const onShare = async () => {
      try {
        await navigator.share(shareText());
      } catch (error) {
        // Closing the share sheet is a choice, not a failure; other sharing errors are only logged.
        if (!(error instanceof DOMException && error.name === 'AbortError')) console.info('Sharing failed', error);
        return;
      }
      bonus.mutate();
    };
    return (
      <Button variant="secondary" className={className} busy={bonus.isPending} busyLabel={m['games.share.adding']()} onClick={() => void onShare()}>
        {m['games.share.label']()}
      </Button>
    );
  }
  return (
    <a
      href={whatsAppShareUrl()}
      target="_blank"
      rel="noopener noreferrer"
      className={buttonClasses('secondary', className)}
      aria-disabled={bonus.isPending || undefined}
      onClick={() => {
        if (!bonus.isPending) bonus.mutate();
      }}
    >
      {m['games.share.label']()}
      <span className="sr-only"> {m['games.share.opens-whatsapp']()}</span>
    </a>
  );
}
