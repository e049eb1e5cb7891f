import { useRef, useState } from 'react';
import { useToast } from '../../../kit/ui/toast/toast-context';
import { Button } from '../../../kit/ui/button';
import { Dialog } from '../../../kit/ui/dialog';
import { Card, Notice } from '../../../components/ui/feedback';
import { messageFor } from '../../../kit/lib/errors';
import { formatRupees } from '../../../kit/lib/format';
import { trpc, type RouterOutputs } from '../../../lib/trpc';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { findGame, loginDaysOf, useAfterPlay, useGamesState, type GamesState, type LoginCalendar } from '../api/games-queries';
import { Countdown, GameAvailability, GamePage, SignInToPlay, StateGuard, usePlayAccess, VerifyToPlay } from './game-parts';

type ClaimResult = RouterOutputs['games']['claimDailyLogin'];
type CalendarDay = LoginCalendar['days'][number];

export const DAILY_LOGIN_MESSAGES = {
  allClaimed: 'All rewards have been claimed',
  fetchFailed: 'Failed to fetch reward status',
  claimFailed: 'Failed to claim reward',
} as const;

const CALENDAR_DAYS = 30;

export function DailyLoginPage() {
  useDocumentTitle('Daily Login Rewards');
  const query = useGamesState();
  return (
    <GamePage title="Daily Login Rewards" description="Claim a reward every day you visit. Keep the streak for 30 days for the day-30 bonus. Every amount is paid into your wallet.">
      <StateGuard query={query} failedMessage={DAILY_LOGIN_MESSAGES.fetchFailed}>
        {(state) => <DailyLogin state={state} />}
      </StateGuard>
    </GamePage>
  );
}

/** What a visitor sees: the same amounts, nothing claimed, day 1 first. */
function visitorCalendar(amounts: number[]): Pick<LoginCalendar, 'streak' | 'days' | 'claimedToday' | 'allClaimed'> {
  return {
    streak: 0,
    claimedToday: false,
    allClaimed: false,
    days: amounts.map((amountPaise, index) => ({ day: index + 1, amountPaise, state: index === 0 ? 'next' : 'upcoming', mega: index + 1 === CALENDAR_DAYS })),
  };
}

function DailyLogin({ state }: { state: GamesState }) {
  const toast = useToast();
  const utils = trpc.useUtils();
  const afterPlay = useAfterPlay();
  const { access, email } = usePlayAccess();
  const info = findGame(state, 'daily-login');
  const amounts = loginDaysOf(info);
  const calendar = state.player?.dailyLogin ?? visitorCalendar(amounts);
  const fullCalendar = state.player?.dailyLogin;
  const [celebrate, setCelebrate] = useState<ClaimResult | null>(null);
  const claimButton = useRef<HTMLButtonElement>(null);

  const claim = trpc.games.claimDailyLogin.useMutation({
    onSuccess: (result) => {
      utils.games.state.setData(undefined, (old) => (old?.player ? { ...old, player: { ...old.player, dailyLogin: result.calendar } } : old));
      toast.success(`${formatRupees(result.amountPaise)} added to your wallet for day ${result.day}!`);
      if (result.day === CALENDAR_DAYS) setCelebrate(result);
      void afterPlay(result.balancePaise);
    },
    onError: (error) => {
      toast.error(messageFor(error, DAILY_LOGIN_MESSAGES.claimFailed));
      void utils.games.state.invalidate();
    },
  });

  const totalPaise = amounts.reduce((sum, amount) => sum + amount, 0);
  const claimedPaise = calendar.days.filter((day) => day.state === 'claimed').reduce((sum, day) => sum + day.amountPaise, 0);
  const progress = totalPaise > 0 ? (claimedPaise / totalPaise) * 100 : 0;
  const enabled = info?.enabled ?? true;
  // Claimed today (just now or earlier): the day claimed is the streak's last one.
  const claimedDay = calendar.claimedToday ? calendar.days[calendar.streak - 1] : undefined;

  let action;
  if (access === 'visitor') action = <SignInToPlay label="Sign in to claim" />;
  else if (calendar.allClaimed)
    action = (
      <Button disabled variant="secondary" className="min-h-12 px-8 text-base">
        <span aria-hidden="true">✓</span>
        All Claimed
      </Button>
    );
  else if (calendar.claimedToday)
    action = (
      <Button disabled variant="secondary" className="min-h-12 px-8 text-base">
        <span aria-hidden="true">✓</span>
        Claimed today
      </Button>
    );
  else
    action = (
      <Button ref={claimButton} className="min-h-12 px-8 text-base" busy={claim.isPending} busyLabel="Claiming…" disabled={access !== 'player' || !enabled} onClick={() => claim.mutate()}>
        Claim Today{fullCalendar?.nextClaimDay ? ` (${formatRupees(amounts[fullCalendar.nextClaimDay - 1] ?? 0)})` : ''}
      </Button>
    );

  return (
    <div className="space-y-6">
      {access === 'unverified' && <VerifyToPlay email={email} />}
      <GameAvailability info={info} />

      <Card aria-labelledby="streak-title">
        <div className="flex flex-col gap-5 sm:flex-row sm:items-center sm:justify-between">
          <div>
            <h2 id="streak-title" className="text-sm font-medium uppercase tracking-wide text-indigo-300">
              Current streak
            </h2>
            <p className="mt-1 text-4xl font-black tabular-nums text-white">
              {calendar.streak} <span className="text-2xl text-indigo-300">/ {CALENDAR_DAYS}</span>
            </p>
          </div>
          <div className="flex flex-col items-stretch gap-2 sm:items-end">{action}</div>
        </div>
        <div className="mt-5">
          <div className="mb-1.5 flex justify-between text-sm text-indigo-200">
            <span id="progress-label">30-day rewards</span>
            <span className="tabular-nums">
              {formatRupees(claimedPaise)} of {formatRupees(totalPaise)}
            </span>
          </div>
          <div
            role="progressbar"
            aria-labelledby="progress-label"
            aria-valuemin={0}
            aria-valuemax={totalPaise / 100}
            aria-valuenow={claimedPaise / 100}
            aria-valuetext={`${formatRupees(claimedPaise)} of ${formatRupees(totalPaise)}`}
            className="h-3 overflow-hidden rounded-full bg-white/10"
          >
            <div className="h-full rounded-full bg-gradient-to-r from-emerald-400 to-amber-300 transition-[width] motion-reduce:transition-none" style={{ width: `${progress}%` }} />
          </div>
        </div>
        {access !== 'visitor' && (calendar.allClaimed || calendar.claimedToday) && (
          <div className="mt-5 space-y-3">
            {/* A claim is a success, whether it was made a moment ago or this morning: say what it paid. */}
            <Notice tone="success">
              {claimedDay && `Today's reward is claimed: ${formatRupees(claimedDay.amountPaise)} for day ${claimedDay.day} is in your wallet.`}
              {calendar.allClaimed && ` ${DAILY_LOGIN_MESSAGES.allClaimed}. A new calendar starts tomorrow.`}
            </Notice>
            {fullCalendar && <Countdown label="Next reward in" target={fullCalendar.nextResetAt} onDone={() => void utils.games.state.invalidate()} />}
          </div>
        )}
        {fullCalendar?.streakWillReset && !calendar.claimedToday && (
          <Notice tone="info" className="mt-5">
            You missed a day, so your streak starts again at day 1.
          </Notice>
        )}
      </Card>

      <section aria-labelledby="calendar-title">
        <h2 id="calendar-title" className="mb-3 text-lg font-bold text-white">
          Your 30-day calendar
        </h2>
        <ol className="grid grid-cols-5 gap-2 sm:grid-cols-6 sm:gap-3 lg:grid-cols-10">
          {calendar.days.map((day) => (
            <DayTile key={day.day} day={day} />
          ))}
        </ol>
      </section>

      <Card aria-labelledby="notice-title" className="border border-amber-300/30 bg-amber-400/5">
        <h2 id="notice-title" className="font-bold text-amber-100">
          Important
        </h2>
        <ul className="mt-2 list-disc space-y-1 pl-5 text-sm text-amber-50/90">
          <li>Miss a day and your streak restarts at day 1.</li>
          <li>One claim per day, India time (IST). The day changes at midnight IST.</li>
          <li>Each day's amount is credited to your wallet at once — day {CALENDAR_DAYS} ({formatRupees(amounts[CALENDAR_DAYS - 1] ?? 0)}) included.</li>
          <li>After day {CALENDAR_DAYS} a new calendar starts the next day.</li>
        </ul>
      </Card>

      {celebrate && (
        <Dialog
          tone="celebrate"
          title="Congratulations!"
          description={
            <>
              You claimed all {CALENDAR_DAYS} days. Day {CALENDAR_DAYS}'s {formatRupees(celebrate.amountPaise)} is in your wallet — new balance {formatRupees(celebrate.balancePaise)}.
            </>
          }
          onClose={() => setCelebrate(null)}
          fallbackFocus={() => document.getElementById('main')}
        >
          <Button onClick={() => setCelebrate(null)}>Close</Button>
        </Dialog>
      )}
    </div>
  );
}

function DayTile({ day }: { day: CalendarDay }) {
  const look = {
    claimed: 'bg-emerald-500/20 text-emerald-50 ring-emerald-400/50',
    next: 'bg-amber-300/20 text-amber-50 ring-2 ring-amber-300 shadow-lg shadow-amber-400/20',
    upcoming: 'bg-white/5 text-indigo-100 ring-white/10',
  }[day.state];
  const stateText = day.state === 'claimed' ? 'claimed' : day.state === 'next' ? 'next to claim' : 'upcoming';
  return (
    <li
      aria-label={`Day ${day.day}, ${formatRupees(day.amountPaise)}, ${stateText}${day.mega ? ', mega reward' : ''}`}
      data-state={day.state}
      className={`relative flex min-h-20 flex-col items-center justify-center rounded-xl p-1.5 text-center ring-1 ${look}`}
    >
      {day.mega && <span className="absolute -top-2 rounded-full bg-amber-400 px-1.5 text-[0.6rem] font-black tracking-wider text-amber-950">MEGA</span>}
      <span className="text-[0.7rem] font-medium uppercase tracking-wide opacity-80">Day {day.day}</span>
      <span className="text-sm font-bold tabular-nums">{formatRupees(day.amountPaise)}</span>
      <span aria-hidden="true" className="text-xs">
        {day.state === 'claimed' ? '✓' : day.state === 'next' ? 'Next' : ''}
      </span>
    </li>
  );
}
