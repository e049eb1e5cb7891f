import { sideName } from '#i18n/game-words';
import { m } from '#i18n/paraglide/messages';
import type { Side } from '../lib/coin';

/** The coin, turned to `rotation` over `durationMs`; named by its side once it has landed. */
export function Coin({ rotation, durationMs, landed }: { rotation: number; durationMs: number; landed: Side | null }) {
  const face = 'absolute inset-0 flex items-center justify-center rounded-full text-2xl font-black tracking-widest shadow-inner ring-4';
  return (
    <div className="mx-auto size-44 [perspective:800px]" role="img" aria-label={landed ? m['games.flip.coin-landed']({ side: sideName(landed) }) : m['games.flip.coin']()} data-rotation={rotation}>
      <div
        className="relative size-full"
        style={{
          transformStyle: 'preserve-3d',
          transform: `rotateY(${rotation}deg)`,
          transition: durationMs > 0 ? `transform ${durationMs}ms cubic-bezier(0.2, 0.6, 0.2, 1)` : 'none',
        }}
      >
        <div className={`${face} bg-gradient-to-br from-amber-200 to-amber-500 text-amber-950 ring-amber-300`} style={{ backfaceVisibility: 'hidden' }}>
          {sideName('HEAD')}
        </div>
        <div className={`${face} bg-gradient-to-br from-slate-200 to-slate-400 text-slate-900 ring-slate-300`} style={{ backfaceVisibility: 'hidden', transform: 'rotateY(180deg)' }}>
          {sideName('TAIL')}
        </div>
      </div>
    </div>
  );
}
