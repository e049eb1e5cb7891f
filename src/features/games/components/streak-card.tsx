import { useEffect, useRef } from 'react';
import { Button } from '#kit/ui/button';
import { Card, Notice } from '../../../components/ui/feedback';
import { formatRupees } from '#kit/lib/format';
import { m } from '#i18n/paraglide/messages';
import { CALENDAR_DAYS, type ShownCalendar } from '../lib/daily-login';
import { Countdown, SignInToPlay, type PlayAccess } from './game-parts';
import { DAILY_LOGIN_DAYS } from '#contract/games/names';

interface StreakCardProps {
  access: PlayAccess;
  calendar: ShownCalendar;
  amounts: number[];
  enabled: boolean;
  claim: { busy: boolean; play: () => void };
  /** A claim just landed and no dialog took focus. */
  justClaimed: boolean;
}

/** The streak, the claim button, progress towards the calendar's total, and what today's claim paid. */
export function StreakCard({ access, calendar, amounts, enabled, claim, justClaimed }: StreakCardProps) {
  const claimedNotice = useRef<HTMLDivElement>(null);
  const claimed = access !== 'visitor' && (calendar.allClaimed || calendar.claimedToday);
  // The button turns into a disabled "Claimed today": the notice of what it paid takes focus (the
  // last day's dialog takes it itself).
  useEffect(() => {
    if (justClaimed && claimed) claimedNotice.current?.focus();
  }, [justClaimed, claimed]);

  const totalPaise = amounts.reduce((sum, amount) => sum + amount, 0);
  const claimedPaise = calendar.days.filter((day) => day.state === 'claimed').reduce((sum, day) => sum + day.amountPaise, 0);
  const progressText = m['games.daily.progress']({ claimed: formatRupees(claimedPaise), total: formatRupees(totalPaise) });
  // Claimed today (just now or earlier): the day claimed is the streak's last one.
  const claimedDay = calendar.claimedToday ? calendar.days[calendar.streak - 1] : undefined;
  const done = calendar.allClaimed ? m['games.daily.all-claimed-button']() : calendar.claimedToday ? m['games.daily.claimed-today']() : null;

  return (
    <Card aria-labelledby="streak-title">
      <div className="flex flex-col gap-5 sm:flex-row sm:items-center sm:justify-between">
        <div>
          <h2 id="streak-title" className="text-sm font-medium uppercase tracking-wide text-indigo-300">
            {m['games.daily.streak']()}
          </h2>
          <p className="mt-1 text-4xl font-black tabular-nums text-white">
            {calendar.streak} <span className="text-2xl text-indigo-300">/ {CALENDAR_DAYS}</span>
          </p>
        </div>
        <div className="flex flex-col items-stretch gap-2 sm:items-end">
          {access === 'visitor' ? (
            <SignInToPlay label={m['games.daily.sign-in']()} />
          ) : done ? (
            <Button disabled variant="secondary" className="min-h-12 px-8 text-base">
              <span aria-hidden="true">✓</span>
              {done}
            </Button>
          ) : (
            <Button className="min-h-12 px-8 text-base" busy={claim.busy} busyLabel={m['games.daily.claiming']()} disabled={access !== 'player' || !enabled} onClick={() => claim.play()}>
              {calendar.nextClaimDay ? m['games.daily.claim-amount']({ amount: formatRupees(amounts[calendar.nextClaimDay - 1] ?? 0) }) : m['games.daily.claim']()}
            </Button>
          )}
        </div>
      </div>
      <div className="mt-5">
        <div className="mb-1.5 flex justify-between text-sm text-indigo-200">
          <span id="progress-label">{m['games.daily.rewards']({ days: DAILY_LOGIN_DAYS })}</span>
          <span className="tabular-nums">{progressText}</span>
        </div>
        <div
          role="progressbar"
          aria-labelledby="progress-label"
          aria-valuemin={0}
          aria-valuemax={totalPaise / 100}
          aria-valuenow={claimedPaise / 100}
          aria-valuetext={progressText}
          className="h-3 overflow-hidden rounded-full bg-white/10"
        >
          <div className="h-full rounded-full bg-gradient-to-r from-emerald-400 to-amber-300 transition-[width] motion-reduce:transition-none" style={{ width: `${totalPaise > 0 ? (claimedPaise / totalPaise) * 100 : 0}%` }} />
        </div>
      </div>
      {claimed && (
        <div ref={claimedNotice} tabIndex={-1} className="mt-5 space-y-3 rounded-xl">
          {/* A claim is a success, whether it was made a moment ago or this morning: say what it paid. */}
          <Notice tone="success">
            {claimedDay && m['games.daily.claimed-notice']({ amount: formatRupees(claimedDay.amountPaise), day: claimedDay.day })}
            {calendar.allClaimed && ` ${m['games.daily.all-claimed-notice']()}`}
          </Notice>
          <Countdown label={m['games.daily.next-reward']()} target={calendar.nextResetAt} />
        </div>
      )}
      {calendar.streakWillReset && !calendar.claimedToday && (
        <Notice tone="info" className="mt-5">
          {m['games.daily.streak-reset']()}
        </Notice>
      )}
    </Card>
  );
}
