import type { ReactNode } from 'react';
import { AppLink } from '../../../components/ui/app-link';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { m } from '#i18n/paraglide/messages';
import { useCapability } from '../../site';
import { StatTiles } from './stat-tiles';
import { HomeToday } from '../../today';
import { TILE_ICONS } from './tile-icons';
import { DAILY_LOGIN_DAYS } from '#contract/games/names';

/** The five entry points (seed spec "Home"), saying what they really do; the hub's gift cards only while the store is on. */
function tiles(store: boolean) {
  return [
    { href: '/spin-and-win', title: m['home.tiles.spin-title'](), text: m['home.tiles.spin-text'](), icon: TILE_ICONS.wheel },
    { href: '/daily-login', title: m['home.tiles.daily-login-title'](), text: m['home.tiles.daily-login-text']({ days: DAILY_LOGIN_DAYS }), icon: TILE_ICONS.calendar },
    {
      href: '/free-rewards',
      title: m['home.tiles.free-rewards-title'](),
      text: store ? m['home.tiles.free-rewards-text-store']() : m['home.tiles.free-rewards-text'](),
      icon: TILE_ICONS.gift,
    },
    { href: '/scratch-card', title: m['home.tiles.scratch-title'](), text: m['home.tiles.scratch-text'](), icon: TILE_ICONS.ticket },
    { href: '/youtube-app', title: m['home.tiles.apps-title'](), text: m['home.tiles.apps-text'](), icon: TILE_ICONS.phone },
  ];
}

function promises() {
  return [
    { title: m['home.promise.free-title'](), text: m['home.promise.free-text']() },
    { title: m['home.promise.real-title'](), text: m['home.promise.real-text']() },
    { title: m['home.promise.verifiable-title'](), text: m['home.promise.verifiable-text']() },
  ];
}

/** `store`: the rewards feature's StoreHome, given by the route file (so the rest of rewards stays out), while the store is on. */
export function HomePage({ store: storePart }: { store?: ReactNode }) {
  useDocumentTitle(null);
  const store = useCapability('store');
  return (
    <div className="space-y-12">
      <section className="text-center" aria-labelledby="home-title">
        <h1 id="home-title" className="text-4xl font-black tracking-tight text-white sm:text-5xl">
          Honest <span className="text-emerald-300">Rewards</span>
        </h1>
        <p className="mx-auto mt-4 max-w-2xl text-lg text-indigo-200">
          {m['home.tagline']()}
        </p>
      </section>

      <HomeToday />

      {/* Plain sections, not the shared Section: the home page loads no more JavaScript than it shows (its budget). */}
      <section aria-labelledby="home-tiles-title">
        <h2 id="home-tiles-title" className="sr-only">
          {m['home.tiles.title']()}
        </h2>
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {tiles(store).map((tile) => (
            <li key={tile.href}>
              <AppLink
                href={tile.href}
                className="group flex h-full flex-col rounded-2xl bg-white/5 p-5 ring-1 ring-white/10 transition hover:-translate-y-0.5 hover:bg-white/10 hover:ring-emerald-400/40 motion-reduce:transition-none motion-reduce:hover:translate-y-0"
              >
                <span className="inline-flex size-12 items-center justify-center rounded-xl bg-emerald-400/15 text-emerald-300 ring-1 ring-emerald-400/30">
                  {tile.icon}
                </span>
                <span className="mt-3 text-lg font-semibold text-white group-hover:text-emerald-300">{tile.title}</span>
                <span className="mt-1 text-sm text-indigo-200">{tile.text}</span>
              </AppLink>
            </li>
          ))}
        </ul>
      </section>

      <StatTiles />

      {/* After the figures: the store appears once site.info says it is on, and pushes down only what is below the first screen. */}
      {store && storePart}

      <section aria-labelledby="home-promises-title" className="rounded-2xl bg-indigo-900/40 p-6 ring-1 ring-white/10">
        <h2 id="home-promises-title" className="text-xl font-bold text-white">
          {m['home.promise.title']()}
        </h2>
        <ul className="mt-4 grid gap-4 sm:grid-cols-3">
          {promises().map((promise) => (
            <li key={promise.title}>
              <p className="font-semibold text-emerald-300">{promise.title}</p>
              <p className="mt-1 text-sm text-indigo-200">{promise.text}</p>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
