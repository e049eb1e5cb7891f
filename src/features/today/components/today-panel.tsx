import type { ReactNode } from 'react';
import { AppLink } from '../../../components/ui/app-link';
import { ErrorState, LoadingState } from '#kit/ui/states';
import { formatDateTime, formatRupees, formatCount } from '#kit/lib/format';
import { messageFor } from '#kit/lib/errors';
import { gameName } from '#i18n/game-words';
import { m } from '#i18n/paraglide/messages';
import { DAILY_LOGIN_DAYS } from '#contract/games/names';
import { trpc, type RouterOutputs } from '../../../lib/trpc';
import { useSession } from '../../auth';
import { useCapability } from '../../site';

type GamesState = RouterOutputs['games']['state'];
type Player = NonNullable<GamesState['player']>;
type VipStatus = RouterOutputs['vip']['status'];

interface Row {
  href: string;
  label: string;
  value: string;
  /** Something to do today (an unclaimed reward, plays left): the row says so with its colour. */
  ready: boolean;
}

/**
 * The signed-in person's day at a glance (issue 30): balance, the daily login, what is left to play
 * per game, the scratch card and — only while VIP is offered — today's member code; each row links
 * to its page. Its own chunk, loaded only once someone is signed in (lazy-today.tsx).
 */
export function TodayPanel({ heading }: { heading?: ReactNode }) {
  const user = useSession().data;
  const vipOffered = useCapability('vip');
  const games = trpc.games.state.useQuery(undefined, { staleTime: 0 });
  const vip = trpc.vip.status.useQuery(undefined, { enabled: vipOffered });
  if (!user) return null;
  const rows: Row[] = [{ href: '/wallet', label: m['home.today.balance'](), value: formatRupees(user.walletBalancePaise), ready: false }];
  return (
    <div data-testid="today-panel">
      {heading}
      {games.isPending ? (
        <LoadingState label={m['home.today.loading']()} lines={4} />
      ) : games.isError ? (
        <ErrorState message={messageFor(games.error, m['home.today.failed']())} onRetry={() => void games.refetch()} retrying={games.isFetching} />
      ) : (
        <ul className="divide-y divide-white/10">
          {[...rows, ...gameRows(games.data), ...(vipOffered && vip.data ? [vipRow(vip.data)] : [])].map((row) => (
            <li key={row.href}>
              <AppLink href={row.href} className="flex min-h-12 items-center justify-between gap-3 py-2 text-sm hover:text-emerald-200">
                <span className="font-medium text-white">{row.label}</span>
                <span className={`text-right ${row.ready ? 'font-semibold text-emerald-300' : 'text-indigo-200'}`}>{row.value}</span>
              </AppLink>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

/** A game switched off is not mentioned; one whose budget is used up says it is closed for now. */
function gameRows(state: GamesState): Row[] {
  const player = state.player;
  if (!player) return [];
  const rows: Row[] = [];
  for (const info of state.games) {
    if (!info.enabled) continue;
    const row = info.paused ? { value: m['home.today.closed'](), ready: false } : gameState(info.game, player);
    rows.push({ href: GAME_PATHS[info.game], label: gameName(info.game), ...row });
  }
  return rows;
}

const GAME_PATHS = { 'daily-login': '/daily-login', spin: '/spin-and-win', scratch: '/scratch-card', flip: '/flip-coin', guess: '/guess-number' } as const;

function gameState(game: keyof typeof GAME_PATHS, player: Player): { value: string; ready: boolean } {
  const now = Date.now();
  const nextAt = (at: Date | null) => (at && at.getTime() > now ? { value: m['home.today.next-at']({ when: formatDateTime(at) }), ready: false } : { value: m['home.today.ready'](), ready: true });
  switch (game) {
    case 'daily-login': {
      const login = player.dailyLogin;
      if (login.allClaimed) return { value: m['home.today.daily-all']({ days: formatCount(DAILY_LOGIN_DAYS) }), ready: false };
      if (login.claimedToday) return { value: m['home.today.daily-claimed']({ day: formatCount(login.streak), days: formatCount(DAILY_LOGIN_DAYS) }), ready: false };
      return { value: m['home.today.daily-ready']({ day: formatCount(login.nextClaimDay ?? login.streak + 1) }), ready: true };
    }
    case 'spin':
      return { value: m['home.today.spins-left']({ count: formatCount(player.spin.spinsLeft) }), ready: player.spin.spinsLeft > 0 };
    case 'scratch': {
      const today = player.scratch.today;
      return { value: today === 'revealed' ? m['home.today.scratch-revealed']() : today === 'issued' ? m['home.today.scratch-issued']() : m['home.today.scratch-none'](), ready: today !== 'revealed' };
    }
    case 'flip':
      return nextAt(player.flip.nextFlipAt);
    case 'guess':
      return player.guess.round ? { value: m['home.today.round-open']({ count: formatCount(player.guess.round.attemptsLeft) }), ready: true } : nextAt(player.guess.lockedUntil);
  }
}

/** Members: today's code (or that there is none yet); others: what membership gives, linked to buying it. */
function vipRow(status: VipStatus): Row {
  if (!status.isMember) return { href: '/vip-purchase', label: m['home.today.vip'](), value: m['home.today.vip-join'](), ready: false };
  const code = status.todayCode;
  const value = !code ? m['home.today.vip-none']() : code.redeemed ? m['home.today.vip-redeemed']({ code: code.code }) : m['home.today.vip-code']({ code: code.code, amount: formatRupees(code.amountPaise) });
  return { href: '/vip-giveaway', label: m['home.today.vip'](), value, ready: Boolean(code && !code.redeemed) };
}
