import { useId, useState, type FormEvent } from 'react';
import { Button } from '../../../kit/ui/button';
import { Card } from '../../../components/ui/feedback';
import { TextField } from '../../../kit/ui/fields';
import { describeOutcome, SERVER_SEED_PATTERN, verifyInBrowser, type FairGame, type FairOutcome } from '../lib/browser-fairness';
import { checkClientSeed } from '../lib/client-seed';

type Field = 'serverSeed' | 'clientSeed' | 'nonce' | 'weights';

const GAMES: Array<{ value: FairGame; label: string }> = [
  { value: 'spin', label: 'Spin & Win (weighted table)' },
  { value: 'scratch', label: 'Daily Scratch Card (weighted table)' },
  { value: 'flip', label: 'Flip & Win (HEAD or TAIL)' },
  { value: 'guess', label: 'Guess the Number (1–100)' },
];

export const VERIFIER_MESSAGES = {
  serverSeed: 'Enter the revealed server seed: 64 hexadecimal characters',
  nonce: 'Enter the nonce: a whole number from 0',
  weights: 'Enter the weights as whole numbers above 0, separated by commas',
} as const;

/** "13, 30,13" → [13, 30, 13]; null when any entry is not a positive whole number. */
export function parseWeights(text: string): number[] | null {
  const parts = text.split(',').map((part) => part.trim());
  if (parts.length === 0 || parts.some((part) => !/^\d+$/.test(part))) return null;
  const weights = parts.map(Number);
  return weights.every((weight) => Number.isSafeInteger(weight) && weight > 0) ? weights : null;
}

/** Anyone (a visitor too) pastes a seed, client seed, nonce and table and gets the outcome, computed here. */
export function VerifierForm() {
  const gameId = useId();
  const [serverSeed, setServerSeed] = useState('');
  const [clientSeed, setClientSeed] = useState('');
  const [nonce, setNonce] = useState('');
  const [game, setGame] = useState<FairGame>('spin');
  const [weights, setWeights] = useState('');
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [result, setResult] = useState<{ outcome: FairOutcome; seedHash: string; weights: number[] | undefined } | null>(null);
  const [busy, setBusy] = useState(false);
  const weighted = game === 'spin' || game === 'scratch';

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found: Partial<Record<Field, string>> = {};
    const seed = serverSeed.trim();
    if (!SERVER_SEED_PATTERN.test(seed)) found.serverSeed = VERIFIER_MESSAGES.serverSeed;
    found.clientSeed = checkClientSeed(clientSeed);
    const nonceNumber = Number(nonce.trim());
    if (nonce.trim() === '' || !Number.isSafeInteger(nonceNumber) || nonceNumber < 0) found.nonce = VERIFIER_MESSAGES.nonce;
    const parsedWeights = weighted ? parseWeights(weights) : undefined;
    if (weighted && !parsedWeights) found.weights = VERIFIER_MESSAGES.weights;
    const clean = Object.fromEntries(Object.entries(found).filter(([, message]) => message)) as Partial<Record<Field, string>>;
    setErrors(clean);
    setResult(null);
    if (Object.keys(clean).length > 0) return;
    setBusy(true);
    try {
      const computed = await verifyInBrowser({ serverSeedHex: seed, clientSeed: clientSeed.trim(), nonce: nonceNumber, game, weights: parsedWeights ?? undefined });
      setResult({ ...computed, weights: parsedWeights ?? undefined });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Card aria-labelledby="verifier-title">
      <h2 id="verifier-title" className="text-lg font-bold text-white">
        Verify any play
      </h2>
      <p className="mt-1 text-sm text-indigo-200">Everything below is computed in your browser with the same code the server uses. Nothing is sent anywhere.</p>
      <form noValidate onSubmit={(event) => void onSubmit(event)} aria-label="Verifier" className="mt-4 grid gap-4 sm:grid-cols-2">
        <TextField
          className="sm:col-span-2"
          label="Server seed (hex)"
          name="serverSeed"
          autoComplete="off"
          spellCheck={false}
          value={serverSeed}
          error={errors.serverSeed}
          onChange={(event) => setServerSeed(event.target.value)}
        />
        <TextField label="Client seed" name="verifyClientSeed" autoComplete="off" spellCheck={false} value={clientSeed} error={errors.clientSeed} onChange={(event) => setClientSeed(event.target.value)} />
        <TextField label="Nonce" name="nonce" inputMode="numeric" autoComplete="off" value={nonce} error={errors.nonce} onChange={(event) => setNonce(event.target.value)} />
        <div>
          <label htmlFor={gameId} className="mb-1.5 block text-sm font-medium text-indigo-100">
            Game
          </label>
          <select
            id={gameId}
            value={game}
            onChange={(event) => setGame(event.target.value as FairGame)}
            className="block w-full rounded-xl border border-white/15 bg-indigo-950/60 px-3 py-2.5 text-base text-white"
          >
            {GAMES.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
        </div>
        {weighted && (
          <TextField
            label="Weights (comma separated)"
            name="weights"
            autoComplete="off"
            placeholder="13,30,13,15,13,10,3,3"
            value={weights}
            error={errors.weights}
            hint="From the prize table, in order."
            onChange={(event) => setWeights(event.target.value)}
          />
        )}
        <div className="sm:col-span-2">
          <Button type="submit" busy={busy} busyLabel="Computing…">
            Compute outcome
          </Button>
        </div>
      </form>
      {result && (
        <div role="status" aria-label="Verifier result" className="mt-5 space-y-2 rounded-xl bg-black/20 p-4 text-sm ring-1 ring-white/10">
          <p className="text-base text-white">
            Outcome: <strong data-testid="verifier-outcome">{describeOutcome(result.outcome)}</strong>
            {result.outcome.game === 'spin' || result.outcome.game === 'scratch' ? (
              <span className="text-indigo-200"> — entry {result.outcome.index + 1} of {result.weights?.length} in the table, counting from the top</span>
            ) : null}
          </p>
          <p className="text-indigo-300">SHA-256 of the server seed (compare it with the commitment you saw before playing):</p>
          <code data-testid="verifier-hash" className="block break-all font-mono text-xs text-emerald-100">
            {result.seedHash}
          </code>
        </div>
      )}
    </Card>
  );
}
