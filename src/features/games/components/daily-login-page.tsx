import { useEffect, useRef, useState } from 'react';
import { useToast } from '#kit/ui/toast/toast-context';
import { Button } from '#kit/ui/button';
import { Dialog } from '#kit/ui/dialog';
import { Card, Notice } from '../../../components/ui/feedback';
import { messageFor } from '#kit/lib/errors';
import { formatRupees } from '#kit/lib/format';
import { m } from '#i18n/paraglide/messages';
import { trpc, type RouterOutputs } from '../../../lib/trpc';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { findGame, loginDaysOf, useAfterPlay, useGamesState, type GamesState, type LoginCalendar } from '../api/games-queries';
import { Countdown, GameAvailability, GamePage, SignInToPlay, StateGuard, usePlayAccess, VerifyToPlay } from './game-parts';

type ClaimResult = RouterOutputs['games']['claimDailyLogin'];
type CalendarDay = LoginCalendar['days'][number];

const CALENDAR_DAYS = 30;

export function DailyLoginPage() {
  useDocumentTitle(m['games.daily.title']());
  const query = useGamesState();
  return (
    <GamePage title={m['games.daily.title']()} description={m['games.daily.description']()}>
      <StateGuard query={query} failedMessage={m['games.daily.fetch-failed']()}>
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
  const claimedNotice = useRef<HTMLDivElement>(null);

  const claim = trpc.games.claimDailyLogin.useMutation({
    onSuccess: (result) => {
      utils.games.state.setData(undefined, (old) => (old?.player ? { ...old, player: { ...old.player, dailyLogin: result.calendar } } : old));
      toast.success(m['games.daily.claimed-toast']({ amount: formatRupees(result.amountPaise), day: result.day }));
      if (result.day === CALENDAR_DAYS) setCelebrate(result);
      void afterPlay(result.balancePaise);
    },
    onError: (error) => {
      toast.error(messageFor(error, m['games.daily.claim-failed']()));
      void utils.games.state.invalidate();
    },
  });

  // The claim button turns into a disabled "Claimed today", which cannot hold focus: the notice of
  // what the claim paid takes it (and is read out) instead of focus falling to the page body. The
  // last day's congratulations dialog takes it itself.
  useEffect(() => {
    if (claim.isSuccess && !celebrate) claimedNotice.current?.focus();
  }, [claim.isSuccess, celebrate]);

  const totalPaise = amounts.reduce((sum, amount) => sum + amount, 0);
  const claimedPaise = calendar.days.filter((day) => day.state === 'claimed').reduce((sum, day) => sum + day.amountPaise, 0);
  const progress = totalPaise > 0 ? (claimedPaise / totalPaise) * 100 : 0;
  const progressText = m['games.daily.progress']({ claimed: formatRupees(claimedPaise), total: formatRupees(totalPaise) });
  const enabled = info?.enabled ?? true;
  // Claimed today (just now or earlier): the day claimed is the streak's last one.
  const claimedDay = calendar.claimedToday ? calendar.days[calendar.streak - 1] : undefined;

  let action;
  if (access === 'visitor') action = <SignInToPlay label={m['games.daily.sign-in']()} />;
  else if (calendar.allClaimed)
    action = (
      <Button disabled variant="secondary" className="min-h-12 px-8 text-base">
        <span aria-hidden="true">✓</span>
        {m['games.daily.all-claimed-button']()}
      </Button>
    );
  else if (calendar.claimedToday)
    action = (
      <Button disabled variant="secondary" className="min-h-12 px-8 text-base">
        <span aria-hidden="true">✓</span>
        {m['games.daily.claimed-today']()}
      </Button>
    );
  else
    action = (
      <Button ref={claimButton} className="min-h-12 px-8 text-base" busy={claim.isPending} busyLabel={m['games.daily.claiming']()} disabled={access !== 'player' || !enabled} onClick={() => claim.mutate()}>
        {fullCalendar?.nextClaimDay ? m['games.daily.claim-amount']({ amount: formatRupees(amounts[fullCalendar.nextClaimDay - 1] ?? 0) }) : m['games.daily.claim']()}
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
              {m['games.daily.streak']()}
            </h2>
            <p className="mt-1 text-4xl font-black tabular-nums text-white">
              {calendar.streak} <span className="text-2xl text-indigo-300">/ {CALENDAR_DAYS}</span>
            </p>
          </div>
          <div className="flex flex-col items-stretch gap-2 sm:items-end">{action}</div>
        </div>
        <div className="mt-5">
          <div className="mb-1.5 flex justify-between text-sm text-indigo-200">
            <span id="progress-label">{m['games.daily.rewards']()}</span>
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
            <div className="h-full rounded-full bg-gradient-to-r from-emerald-400 to-amber-300 transition-[width] motion-reduce:transition-none" style={{ width: `${progress}%` }} />
          </div>
        </div>
        {access !== 'visitor' && (calendar.allClaimed || calendar.claimedToday) && (
          <div ref={claimedNotice} tabIndex={-1} className="mt-5 space-y-3 rounded-xl">
            {/* A claim is a success, whether it was made a moment ago or this morning: say what it paid. */}
            <Notice tone="success">
              {claimedDay && m['games.daily.claimed-notice']({ amount: formatRupees(claimedDay.amountPaise), day: claimedDay.day })}
              {calendar.allClaimed && ` ${m['games.daily.all-claimed-notice']()}`}
            </Notice>
            {fullCalendar && <Countdown label={m['games.daily.next-reward']()} target={fullCalendar.nextResetAt} onDone={() => void utils.games.state.invalidate()} />}
          </div>
        )}
        {fullCalendar?.streakWillReset && !calendar.claimedToday && (
          <Notice tone="info" className="mt-5">
            {m['games.daily.streak-reset']()}
          </Notice>
        )}
      </Card>

      <section aria-labelledby="calendar-title">
        <h2 id="calendar-title" className="mb-3 text-lg font-bold text-white">
          {m['games.daily.calendar']()}
        </h2>
        <ol className="grid grid-cols-5 gap-2 sm:grid-cols-6 sm:gap-3 lg:grid-cols-10">
          {calendar.days.map((day) => (
            <DayTile key={day.day} day={day} />
          ))}
        </ol>
      </section>

      <Card aria-labelledby="notice-title" className="border border-amber-300/30 bg-amber-400/5">
        <h2 id="notice-title" className="font-bold text-amber-100">
          {m['games.daily.important']()}
        </h2>
        <ul className="mt-2 list-disc space-y-1 pl-5 text-sm text-amber-50/90">
          <li>{m['games.daily.rule-miss']()}</li>
          <li>{m['games.daily.rule-once']()}</li>
          <li>{m['games.daily.rule-credit']({ day: CALENDAR_DAYS, amount: formatRupees(amounts[CALENDAR_DAYS - 1] ?? 0) })}</li>
          <li>{m['games.daily.rule-new']({ day: CALENDAR_DAYS })}</li>
        </ul>
      </Card>

      {celebrate && (
        <Dialog
          tone="celebrate"
          title={m['games.daily.congratulations']()}
          description={m['games.daily.congratulations-text']({ days: CALENDAR_DAYS, amount: formatRupees(celebrate.amountPaise), balance: formatRupees(celebrate.balancePaise) })}
          onClose={() => setCelebrate(null)}
          fallbackFocus={() => document.getElementById('main')}
        >
          <Button onClick={() => setCelebrate(null)}>{m['games.daily.close']()}</Button>
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
  const stateText = day.state === 'claimed' ? m['games.daily.day-claimed']() : day.state === 'next' ? m['games.daily.day-next']() : m['games.daily.day-upcoming']();
  const label = { day: day.day, amount: formatRupees(day.amountPaise), state: stateText };
  return (
    <li
      aria-label={day.mega ? m['games.daily.day-label-mega'](label) : m['games.daily.day-label'](label)}
      data-state={day.state}
      className={`relative flex min-h-20 flex-col items-center justify-center rounded-xl p-1.5 text-center ring-1 ${look}`}
    >
      {day.mega && <span className="absolute -top-2 rounded-full bg-amber-400 px-1.5 text-[0.6rem] font-black tracking-wider text-amber-950">{m['games.daily.mega']()}</span>}
      <span className="text-[0.7rem] font-medium uppercase tracking-wide opacity-80">{m['games.daily.day']({ day: day.day })}</span>
      <span className="text-sm font-bold tabular-nums">{formatRupees(day.amountPaise)}</span>
      <span aria-hidden="true" className="text-xs">
        {day.state === 'claimed' ? '✓' : day.state === 'next' ? m['games.daily.next']() : ''}
      </span>
    </li>
  );
}
