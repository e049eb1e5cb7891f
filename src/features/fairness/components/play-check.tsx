import { useState } from 'react';
import { Button } from '#kit/ui/button';
import { m } from '#i18n/paraglide/messages';
import { describeOutcome, sameOutcome, verifyInBrowser } from '../lib/browser-fairness';
import { segmentLabels, segmentWeights, type Play } from '../lib/play-details';

type Check = { status: 'checking' } | { status: 'done'; outcomeMatches: boolean; hashMatches: boolean; computed: string; seedHash: string } | { status: 'failed'; message: string };

/** Verify: a revealed play recomputed here from its seeds and nonce, then compared with what the server stored and committed to. */
export function PlayCheck({ play, serverSeed, outcome }: { play: Play; serverSeed: string; outcome: NonNullable<Play['outcome']> }) {
  const [check, setCheck] = useState<Check | null>(null);

  const verify = async () => {
    setCheck({ status: 'checking' });
    try {
      const game = play.game as 'spin' | 'scratch' | 'flip' | 'guess';
      const computed = await verifyInBrowser({ serverSeedHex: serverSeed, clientSeed: play.proof.clientSeed, nonce: play.proof.nonce, game, weights: segmentWeights(play) });
      const { seedHash } = computed;
      setCheck({ status: 'done', outcomeMatches: sameOutcome(computed.outcome, outcome), hashMatches: seedHash === play.proof.serverSeedHash, computed: describeOutcome(computed.outcome, segmentLabels(play)), seedHash });
    } catch (error) {
      setCheck({ status: 'failed', message: error instanceof Error ? error.message : m['fairness.check-failed']() });
    }
  };

  return (
    <div className="mt-2">
      <Button variant="secondary" busy={check?.status === 'checking'} busyLabel={m['fairness.checking']()} onClick={() => void verify()}>
        {m['fairness.verify']()}
      </Button>
      {check?.status === 'done' && (
        <div role="status" className="mt-2 space-y-1 text-sm">
          <p className={check.outcomeMatches ? 'text-emerald-300' : 'text-rose-300'}>
            {check.outcomeMatches ? m['fairness.match']({ outcome: check.computed }) : m['fairness.mismatch']({ outcome: check.computed })}
          </p>
          <p className={check.hashMatches ? 'text-emerald-300' : 'text-rose-300'}>
            {check.hashMatches ? m['fairness.hash-ok-before']() : m['fairness.hash-bad-before']()}
            <span className="break-all font-mono">{check.seedHash}</span>
            {check.hashMatches ? m['fairness.hash-ok-after']() : m['fairness.hash-bad-after']()}
          </p>
        </div>
      )}
      {check?.status === 'failed' && (
        <p role="alert" className="mt-2 text-sm text-rose-300">
          {check.message}
        </p>
      )}
    </div>
  );
}
