import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { TICKER_POLL_MS, type TickerKind } from '#contract/stats/rules';
import { m } from '#i18n/paraglide/messages';
import { formatRupees } from '#kit/lib/format';
import { trpc } from '../../../lib/trpc';
import { formatTimeAgo } from '../lib/durations';

const LINES: Record<TickerKind, (params: { name: string; amount: string }) => string> = {
  reward: (params) => m['figures.ticker.reward'](params),
  withdrawal: (params) => m['figures.ticker.withdrawal'](params),
  game_win: (params) => m['figures.ticker.game_win'](params),
};

/** The ticker moves this many CSS pixels a second, whatever its length (the seed's 30 s loop for ten lines). */
const SPEED_PX_PER_S = 40;

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';
function subscribeReducedMotion(onChange: () => void) {
  const query = window.matchMedia?.(REDUCED_MOTION);
  query?.addEventListener('change', onChange);
  return () => query?.removeEventListener('change', onChange);
}
const prefersReducedMotion = () => window.matchMedia?.(REDUCED_MOTION).matches ?? false;
// The first HTML is rendered at build time, where nothing moves yet.
const serverReducedMotion = () => true;

/**
 * The chrome's ticker of real recent payouts (issue 16), polled; nothing while there are none. It
 * hangs into `<main>`'s top padding, so it never moves the page (CLS); it scrolls with a Pause button
 * (WCAG 2.2.2), not under reduced motion, and is no live region, so it never interrupts a reader.
 */
export function LiveTicker() {
  const ticker = trpc.stats.ticker.useQuery(undefined, {
    refetchInterval: TICKER_POLL_MS,
    refetchIntervalInBackground: false,
    staleTime: TICKER_POLL_MS,
  });
  const reducedMotion = useSyncExternalStore(subscribeReducedMotion, prefersReducedMotion, serverReducedMotion);
  const [paused, setPaused] = useState(false);
  const track = useRef<HTMLDivElement>(null);
  const animation = useRef<Animation | null>(null);
  const events = ticker.data ?? [];
  const shown = events.length > 0;
  const moving = shown && !reducedMotion;

  useEffect(() => {
    const element = track.current;
    // jsdom has no Web Animations; there the row simply stands still.
    if (!moving || !element || typeof element.animate !== 'function') return;
    // The track holds the list twice: sliding by one copy's width loops without a seam.
    const duration = Math.max(TICKER_POLL_MS, (element.scrollWidth / 2 / SPEED_PX_PER_S) * 1000);
    const running = element.animate([{ transform: 'translateX(0)' }, { transform: 'translateX(-50%)' }], { duration, iterations: Infinity });
    animation.current = running;
    return () => {
      running.cancel();
      animation.current = null;
    };
  }, [moving]);

  useEffect(() => {
    if (paused) animation.current?.pause();
    else animation.current?.play();
  }, [paused, moving]);

  if (!shown) return null;
  // The time of each line is counted from the answer that brought it, so it moves on at every poll.
  const now = ticker.dataUpdatedAt;
  const lines = events.map((event) => (
    <li key={event.id} className="shrink-0 whitespace-nowrap">
      {LINES[event.kind]({ name: event.name, amount: formatRupees(event.amountPaise) })}{' '}
      <time dateTime={event.at.toISOString()} className="text-indigo-300">
        · {formatTimeAgo(event.at, now)}
      </time>
    </li>
  ));
  const still = reducedMotion || paused;
  return (
    <div className="relative z-30 h-0">
      <aside aria-label={m['figures.ticker.label']()} className="absolute inset-x-0 top-0 flex h-6 items-center gap-2 bg-indigo-900/80 pl-4 pr-1 text-xs text-indigo-50">
        <div
          className={`min-w-0 flex-1 ${still ? 'overflow-x-auto [scrollbar-width:none]' : 'overflow-hidden'}`}
          // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- stopped, the row scrolls by hand, so the keyboard must reach it (axe: scrollable-region-focusable)
          tabIndex={still ? 0 : undefined}
        >
          <div ref={track} className="flex w-max">
            <ul aria-label={m['figures.ticker.list']()} className="flex gap-8 pr-8">
              {lines}
            </ul>
            {moving ? (
              <ul aria-hidden="true" className="flex gap-8 pr-8">
                {lines}
              </ul>
            ) : null}
          </div>
        </div>
        {moving ? (
          <button
            type="button"
            aria-label={paused ? m['figures.ticker.play-label']() : m['figures.ticker.pause-label']()}
            className="h-6 shrink-0 rounded px-2 font-semibold text-emerald-300 hover:bg-white/10"
            onClick={() => setPaused((value) => !value)}
          >
            {paused ? m['figures.ticker.play']() : m['figures.ticker.pause']()}
          </button>
        ) : null}
      </aside>
    </div>
  );
}
