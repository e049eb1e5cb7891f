import type { Dispatch, FormEvent, SetStateAction } from 'react';
import { useToast } from '#kit/ui/toast/toast-context';
import { Button } from '#kit/ui/button';
import { TextField } from '#kit/ui/fields';
import { fieldErrorsFrom, messageFor } from '#kit/lib/errors';
import { trpc } from '../../../lib/trpc';
import { m } from '#i18n/paraglide/messages';
import { translateServerText } from '#i18n/validation-wording';
import { checkClientSeed } from '../lib/client-seed';
import { useRefreshSeed } from '../lib/use-refresh-seed';
import { CLIENT_SEED_MAX_LENGTH } from '#contract/games/names';

/** What the person typed (null: nothing yet, the saved seed shows) and the field's error. */
export interface SeedDraft {
  text: string | null;
  error?: string;
}

/** The person's client seed, checked by the server's rule; the draft is the caller's, so it outlives a failed refresh. */
export function ClientSeedForm({ saved, draft: { text: draft, error }, onDraft }: { saved: string; draft: SeedDraft; onDraft: Dispatch<SetStateAction<SeedDraft>> }) {
  const toast = useToast();
  const utils = trpc.useUtils();
  const refreshSeed = useRefreshSeed();

  const save = trpc.fairness.setClientSeed.useMutation({
    onSuccess: (result) => {
      utils.fairness.commitment.setData(undefined, result);
      onDraft((current) => ({ ...current, text: null }));
      toast.success(m['fairness.seed-saved']());
      void refreshSeed();
    },
    onError: (failure) => {
      const message = fieldErrorsFrom(failure).clientSeed ?? messageFor(failure, m['fairness.seed-save-failed']());
      onDraft((current) => ({ ...current, error: message }));
      toast.error(translateServerText(message));
    },
  });

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (draft === null || save.isPending) return;
    const problem = checkClientSeed(draft);
    onDraft((current) => ({ ...current, error: problem }));
    if (problem) {
      toast.error(translateServerText(problem));
      return;
    }
    save.mutate({ clientSeed: draft.trim() });
  };

  return (
    <form noValidate onSubmit={onSubmit} aria-label={m['fairness.change-seed-form']()} className="flex flex-col gap-3 sm:flex-row sm:items-start">
      <TextField
        label={m['fairness.client-seed']()}
        name="clientSeed"
        autoComplete="off"
        spellCheck={false}
        className="flex-1"
        value={draft ?? saved}
        error={error}
        hint={m['fairness.client-seed-hint']({ max: CLIENT_SEED_MAX_LENGTH })}
        onChange={(event) => onDraft({ text: event.target.value })}
      />
      <Button type="submit" variant="secondary" className="sm:mt-7" busy={save.isPending} busyLabel={m['fairness.saving']()} disabled={draft === null || draft.trim() === saved}>
        {m['fairness.save-seed']()}
      </Button>
    </form>
  );
}
