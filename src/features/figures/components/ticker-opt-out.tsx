import { Card } from '../../../components/ui/feedback';
import { m } from '#i18n/paraglide/messages';
import { messageFor } from '#kit/lib/errors';
import { CheckboxField } from '#kit/ui/fields';
import { useToast } from '#kit/ui/toast/toast-context';
import { trpc } from '../../../lib/trpc';

/** Saves the person's ticker answer, updates the signed-in user's copies and says what it means. */
export function useSaveTickerChoice() {
  const toast = useToast();
  const utils = trpc.useUtils();
  return trpc.account.setTickerOptOut.useMutation({
    onSuccess: (saved) => {
      utils.auth.me.setData(undefined, (me) => (me ? { ...me, tickerOptOut: saved.tickerOptOut } : me));
      utils.auth.session.setData(undefined, (session) => (session ? { ...session, tickerOptOut: saved.tickerOptOut } : session));
      toast.success(saved.tickerOptOut ? m['figures.opt-out.hidden']() : m['figures.opt-out.shown']());
    },
    onError: (error) => toast.error(messageFor(error, m['figures.opt-out.failed']())),
  });
}

/** The profile's live-ticker switch (issue 16), showing the server's value (`auth.me`, then the mutation's answer). */
export function TickerOptOutCard({ optOut }: { optOut: boolean | null }) {
  const save = useSaveTickerChoice();
  return (
    <Card titleId="ticker-opt-out-title" title={m['figures.opt-out.title']()}>
      <CheckboxField
        className="mt-4"
        label={m['figures.opt-out.label']()}
        hint={m['figures.opt-out.hint']()}
        // Shown only on a yes: not asked yet (null) is out, as the ticker has it.
        checked={optOut === false}
        // Not disabled while saving: a disabled box drops keyboard focus; a second click simply waits.
        onChange={(event) => {
          if (!save.isPending) save.mutate({ tickerOptOut: !event.target.checked });
        }}
      />
    </Card>
  );
}
