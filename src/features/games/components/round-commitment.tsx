import { Hash } from '#kit/ui/hash';
import { m } from '#i18n/paraglide/messages';

/** The round's secret, fixed before the first guess: its seed's hash, the nonce and the settings version it is played by. */
export function RoundCommitment({ proof }: { proof: { serverSeedHash: string; nonce: number; settingsVersion: number } }) {
  return (
    <div className="rounded-xl bg-black/20 p-3 text-sm ring-1 ring-white/10">
      <p className="font-semibold text-indigo-100">{m['games.guess.secret-fixed']()}</p>
      <p className="mt-1 text-indigo-300">{m['games.guess.seed-hash']()}</p>
      <Hash value={proof.serverSeedHash} />
      <p className="mt-1 text-indigo-300">
        {m['games.guess.nonce']()}
        <span className="font-mono text-white">{proof.nonce}</span>
      </p>
      <p className="mt-1 text-indigo-300">{m['games.guess.round-version']({ version: proof.settingsVersion })}</p>
    </div>
  );
}
