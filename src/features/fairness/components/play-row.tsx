import { formatDateTime, formatRupees } from '#kit/lib/format';
import { m } from '#i18n/paraglide/messages';
import { describeOutcome } from '../lib/browser-fairness';
import { gameName, segmentLabels, settingsLines, type Play } from '../lib/play-details';
import { PlayCheck } from './play-check';

/** One play: its prize, its outcome (once it may be told), its proof and the settings it was promised. */
export function PlayRow({ play }: { play: Play }) {
  return (
    <li className="py-4" aria-label={m['fairness.play-label']({ game: gameName(play.game), nonce: play.proof.nonce })}>
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <p className="font-semibold text-white">
          {gameName(play.game)} <span className="font-normal text-indigo-300">· {formatDateTime(play.createdAt)}</span>
        </p>
        <p className={`text-sm font-semibold tabular-nums ${play.prizePaise ? 'text-emerald-300' : 'text-indigo-300'}`}>
          {play.prizePaise === null ? m['fairness.in-progress']() : play.prizePaise > 0 ? `+${formatRupees(play.prizePaise)}` : m['fairness.no-prize']()}
        </p>
      </div>
      <p className="mt-1 text-sm text-indigo-100">
        {m['fairness.outcome']()}
        {play.outcome === null ? m['fairness.outcome-secret']() : describeOutcome(play.outcome, segmentLabels(play))}
      </p>
      <dl className="mt-2 grid gap-1 text-xs text-indigo-200 sm:grid-cols-[auto_1fr] sm:gap-x-3">
        <dt>{m['fairness.commitment']()}</dt>
        <dd className="break-all font-mono text-indigo-50">{play.proof.serverSeedHash}</dd>
        <dt>{m['fairness.proof-parts']()}</dt>
        <dd className="break-all font-mono text-indigo-50">
          {play.proof.clientSeed} · {play.proof.nonce} · v{play.proof.settingsVersion}
        </dd>
        <dt>{m['fairness.settings']({ version: play.proof.settingsVersion })}</dt>
        <dd className="text-indigo-50">
          {settingsLines(play).map((line) => (
            <p key={line}>{line}</p>
          ))}
        </dd>
        {play.revealedServerSeed && (
          <>
            <dt>{m['fairness.revealed-seed']()}</dt>
            <dd className="break-all font-mono text-indigo-50">{play.revealedServerSeed}</dd>
          </>
        )}
      </dl>
      {play.revealedServerSeed && play.outcome !== null ? (
        <PlayCheck play={play} serverSeed={play.revealedServerSeed} outcome={play.outcome} />
      ) : (
        <p className="mt-2 text-xs text-indigo-300">{m['fairness.reveal-to-verify']()}</p>
      )}
    </li>
  );
}
