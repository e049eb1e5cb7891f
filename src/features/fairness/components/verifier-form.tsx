import { useState } from 'react';
import { Button } from '#kit/ui/button';
import { Card } from '../../../components/ui/feedback';
import { SelectField, TextField } from '#kit/ui/fields';
import { useSchemaForm } from '#kit/ui/form/use-schema-form';
import { describeOutcome, verifyInBrowser, type FairGame, type FairOutcome } from '../lib/browser-fairness';
import { isWeighted, verifierSchema } from '../lib/verifier-schema';
import { m } from '#i18n/paraglide/messages';

const games = (): ReadonlyArray<{ value: FairGame; label: string }> => [
  { value: 'spin', label: m['fairness.verifier.game-spin']() },
  { value: 'scratch', label: m['fairness.verifier.game-scratch']() },
  { value: 'flip', label: m['fairness.verifier.game-flip']() },
  { value: 'guess', label: m['fairness.verifier.game-guess']() },
];

type VerifierValues = { serverSeed: string; clientSeed: string; nonce: string; game: FairGame; weights: string };

/** Anyone (a visitor too) pastes a seed, client seed, nonce and table and gets the outcome, computed here; `prefill`: a play's data ("Check this play"). */
export function VerifierForm({ prefill }: { prefill?: VerifierValues }) {
  const form = useSchemaForm(verifierSchema, { defaultValues: prefill ?? { serverSeed: '', clientSeed: '', nonce: '', game: 'spin', weights: '' } });
  const [result, setResult] = useState<{ outcome: FairOutcome; seedHash: string; weights: number[] | undefined } | null>(null);
  const [busy, setBusy] = useState(false);
  const game = form.watch('game');
  const weighted = isWeighted(game);

  const onSubmit = form.handleSubmit(
    async (input) => {
      setResult(null);
      setBusy(true);
      try {
        const computed = await verifyInBrowser({ serverSeedHex: input.serverSeed, clientSeed: input.clientSeed, nonce: input.nonce, game: input.game, weights: input.weights });
        setResult({ ...computed, weights: input.weights });
      } finally {
        setBusy(false);
      }
    },
    () => setResult(null),
  );

  return (
    <Card titleId="verifier-title" title={m['fairness.verifier.title']()} titleClassName="text-lg font-bold text-white">
      <p className="mt-1 text-sm text-indigo-200">{m['fairness.verifier.intro']()}</p>
      <form noValidate onSubmit={(event) => void onSubmit(event)} aria-label={m['fairness.verifier.form']()} className="mt-4 grid gap-4 sm:grid-cols-2">
        <TextField
          className="sm:col-span-2"
          label={m['fairness.verifier.server-seed']()}
          autoComplete="off"
          spellCheck={false}
          {...form.field('serverSeed')}
        />
        <TextField label={m['fairness.verifier.client-seed']()} autoComplete="off" spellCheck={false} {...form.field('clientSeed')} />
        <TextField label={m['fairness.verifier.nonce']()} inputMode="numeric" autoComplete="off" {...form.field('nonce')} />
        <SelectField label={m['fairness.verifier.game']()} {...form.field('game')}>
          {games().map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </SelectField>
        {weighted && (
          <TextField
            label={m['fairness.verifier.weights']()}
            autoComplete="off"
            placeholder="13,30,13,15,13,10,3,3"
            hint={m['fairness.verifier.weights-hint']()}
            {...form.field('weights')}
          />
        )}
        <div className="sm:col-span-2">
          <Button type="submit" busy={busy} busyLabel={m['fairness.verifier.computing']()}>
            {m['fairness.verifier.compute']()}
          </Button>
        </div>
      </form>
      {result && (
        <div role="status" aria-label={m['fairness.verifier.result']()} className="mt-5 space-y-2 rounded-xl bg-black/20 p-4 text-sm ring-1 ring-white/10">
          <p className="text-base text-white">
            {m['fairness.verifier.outcome']()}
            <strong data-testid="verifier-outcome">{describeOutcome(result.outcome)}</strong>
            {result.outcome.game === 'spin' || result.outcome.game === 'scratch' ? (
              <span className="text-indigo-200">{m['fairness.verifier.entry']({ position: result.outcome.index + 1, count: result.weights?.length ?? 0 })}</span>
            ) : null}
          </p>
          <p className="text-indigo-300">{m['fairness.verifier.hash-note']()}</p>
          <code data-testid="verifier-hash" className="block break-all font-mono text-xs text-emerald-100">
            {result.seedHash}
          </code>
        </div>
      )}
    </Card>
  );
}
