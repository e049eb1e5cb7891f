import type { RefObject } from 'react';
import { Button } from '#kit/ui/button';
import { Dialog } from '#kit/ui/dialog';
import { formatCount, formatRupees } from '#kit/lib/format';
import { segmentLabel } from '#i18n/game-words';
import { m } from '#i18n/paraglide/messages';
import type { RouterOutputs } from '../../../lib/trpc';
import { ShareForSpin } from './share-for-spin';
import { TickerAsk } from '../../figures';
import { CheckThisPlayLink } from '../../../components/ui/check-this-play-link';

/** Once the wheel has stopped: the prize and the new balance (or the segment it stopped on), what is left to spin, and the proof. */
export function SpinResultDialog({ result, spinsLeft, canShare, spinButton, onClose }: { result: RouterOutputs['games']['spin']; spinsLeft: number; canShare: boolean; spinButton: RefObject<HTMLButtonElement | null>; onClose: () => void }) {
  const won = result.prizePaise > 0;
  return (
    <Dialog
      title={won ? m['games.parts.you-won']({ amount: formatRupees(result.prizePaise) }) : m['games.spin.no-prize']()}
      description={
        won ? (
          <>
            {m['games.parts.in-wallet-new-balance']()}
            <strong className="text-white">{formatRupees(result.balancePaise)}</strong>
            {m['games.parts.sentence-end']()}
          </>
        ) : (
          <>{m['games.spin.stopped-on']({ label: segmentLabel('spin', result.prizePaise) })}</>
        )
      }
      onClose={onClose}
      fallbackFocus={() => spinButton.current ?? document.getElementById('main')}
    >
      {won && <TickerAsk />}
      <div className="flex flex-col items-center gap-3">
        {spinsLeft > 0 ? (
          <>
            <p className="text-sm text-indigo-200">{m['games.spin.spins-left-sentence']({ count: formatCount(spinsLeft) })}</p>
            <Button onClick={onClose}>{m['games.spin.try-again']()}</Button>
          </>
        ) : (
          <>
            <p className="text-sm text-indigo-200">{m['games.spin.no-spins']()}</p>
            {canShare && <ShareForSpin onExtraSpin={onClose} />}
            <Button variant="ghost" onClick={onClose}>
              {m['games.spin.close']()}
            </Button>
          </>
        )}
        <p className="text-xs text-indigo-300">{m['games.spin.proof-note']({ nonce: result.proof.nonce, version: result.proof.settingsVersion })}</p>
        <CheckThisPlayLink playId={result.playId} className="text-sm" />
      </div>
    </Dialog>
  );
}
