import { Notice } from '../../../components/ui/feedback';
import { Hash } from '#kit/ui/hash';
import { formatRupees } from '#kit/lib/format';
import { m } from '#i18n/paraglide/messages';
import { roundOverMessage, type GuessResult } from '../lib/guess';
import { TickerAsk } from '../../figures';
import { CheckThisPlayLink } from '../../../components/ui/check-this-play-link';

/** A finished round: the secret and the prize (or the guesses made), and the revealed seed to check it with. */
export function RoundOver({ result }: { result: GuessResult }) {
  return (
    <div className="space-y-4">
      <Notice tone={result.status === 'won' ? 'success' : 'info'}>
        <p className="text-lg font-bold">{roundOverMessage(result)}</p>
        <p className="mt-1">{result.status === 'won' ? m['games.guess.in-wallet']({ balance: formatRupees(result.balancePaise) }) : m['games.guess.your-guesses-list']({ list: result.attempts.map((attempt) => attempt.number).join(', ') })}</p>
      </Notice>
      {result.status === 'won' && <TickerAsk />}
      {result.revealedServerSeed && (
        <div className="rounded-xl bg-black/20 p-3 text-sm ring-1 ring-white/10">
          <p className="font-semibold text-indigo-100">{m['games.guess.check-yourself']()}</p>
          <p className="mt-1 text-indigo-300">{m['games.guess.revealed-seed']()}</p>
          <Hash value={result.revealedServerSeed} />
          <p className="mt-1 text-indigo-300">{m['games.guess.hash-must-equal']()}</p>
          <Hash value={result.proof.serverSeedHash} />
          <p className="mt-1 text-indigo-300">
            {m['games.guess.client-seed']()}
            <span className="break-all font-mono text-white">{result.proof.clientSeed}</span>
            {m['games.guess.proof-nonce']()}
            <span className="font-mono text-white">{result.proof.nonce}</span>
          </p>
          <CheckThisPlayLink playId={result.playId} className="mt-2 inline-block" />
        </div>
      )}
    </div>
  );
}
