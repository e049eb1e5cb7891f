import { useState } from 'react';
import { useToast } from '#kit/ui/toast/toast-context';
import { Button } from '#kit/ui/button';
import { Dialog } from '#kit/ui/dialog';
import { Card, Section } from '../../../components/ui/feedback';
import { formatRupees } from '#kit/lib/format';
import { m } from '#i18n/paraglide/messages';
import { trpc, type RouterOutputs } from '../../../lib/trpc';
import { loginDaysOf } from '../api/games-queries';
import { CALENDAR_DAYS, visitorCalendar } from '../lib/daily-login';
import { usePlayRound } from '../lib/use-play-round';
import { DayTile } from './day-tile';
import { GameAvailability, GamePage, VerifyToPlay, type GameScreenProps } from './game-parts';
import { StreakCard } from './streak-card';
import { DAILY_LOGIN_DAYS } from '#contract/games/names';

export function DailyLoginPage() {
  return <GamePage game="daily-login" title={m['games.daily.title']()} description={m['games.daily.description']({ days: DAILY_LOGIN_DAYS })} failedMessage={m['games.daily.fetch-failed']()} Screen={DailyLogin} />;
}

function DailyLogin({ state, info, access, email }: GameScreenProps<'daily-login'>) {
  const toast = useToast();
  const utils = trpc.useUtils();
  const amounts = loginDaysOf(info);
  const calendar = state.player?.dailyLogin ?? visitorCalendar(amounts);
  const [celebrate, setCelebrate] = useState<RouterOutputs['games']['claimDailyLogin'] | null>(null);

  const claim = usePlayRound({
    mutation: trpc.games.claimDailyLogin.useMutation(),
    failedMessage: m['games.daily.claim-failed'](),
    onLand: (result) => {
      utils.games.state.setData(undefined, (old) => (old?.player ? { ...old, player: { ...old.player, dailyLogin: result.calendar } } : old));
      toast.success(m['games.daily.claimed-toast']({ amount: formatRupees(result.amountPaise), day: result.day }));
      if (result.day === CALENDAR_DAYS) setCelebrate(result);
    },
  });

  return (
    <div className="space-y-6">
      {access === 'unverified' && <VerifyToPlay email={email} />}
      <GameAvailability info={info} />
      <StreakCard access={access} calendar={calendar} amounts={amounts} enabled={info?.enabled ?? true} claim={claim} justClaimed={Boolean(claim.landed) && !celebrate} />

      <Section titleId="calendar-title" title={m['games.daily.calendar']({ days: DAILY_LOGIN_DAYS })} titleClassName="mb-3 text-lg font-bold text-white">
        <ol className="grid grid-cols-5 gap-2 sm:grid-cols-6 sm:gap-3 lg:grid-cols-10">
          {calendar.days.map((day) => (
            <DayTile key={day.day} day={day} />
          ))}
        </ol>
      </Section>

      <Card titleId="notice-title" title={m['games.daily.important']()} titleClassName="font-bold text-amber-100" className="border border-amber-300/30 bg-amber-400/5">
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
