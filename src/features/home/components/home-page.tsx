import { AppLink } from '../../../components/ui/app-link';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useCapability } from '../../site';
import { TILE_ICONS } from './tile-icons';

/**
 * The five entry points (seed spec "Home"), described by what they really do — no invented prizes.
 * The Free Rewards hub offers gift cards and Free Fire diamonds only while the store is on.
 */
function tiles(store: boolean) {
  return [
    { href: '/spin-and-win', title: 'Spin & Win', text: 'Spin the wheel a few times a day. The prize table and odds are on the page.', icon: TILE_ICONS.wheel },
    { href: '/daily-login', title: 'Daily Login', text: 'Claim a small reward every day you visit, with a bonus for a full 30-day streak.', icon: TILE_ICONS.calendar },
    {
      href: '/free-rewards',
      title: 'Free Rewards',
      text: store ? 'Gift cards, Free Fire diamonds, guess-the-number and flip-a-coin.' : 'Guess-the-number, flip-a-coin, and your balance withdrawn as a Google Play code.',
      icon: TILE_ICONS.gift,
    },
    { href: '/scratch-card', title: 'Daily Scratch Card', text: 'One free scratch card a day, drawn from a published prize table.', icon: TILE_ICONS.ticket },
    { href: '/youtube-app', title: 'Earn & Redeem Apps', text: 'A checked list of apps and sites that give redeem codes.', icon: TILE_ICONS.phone },
  ];
}

const PROMISES = [
  { title: 'Free to play', text: 'No game ever costs money, and paying never improves your chances.' },
  { title: 'Real numbers only', text: 'Every amount, count and chance shown comes from our server.' },
  { title: 'Verifiable draws', text: 'Game outcomes are fixed in advance and can be checked afterwards.' },
] as const;

export function HomePage() {
  useDocumentTitle(null);
  const store = useCapability('store');
  return (
    <div className="space-y-12">
      <section className="text-center" aria-labelledby="home-title">
        <h1 id="home-title" className="text-4xl font-black tracking-tight text-white sm:text-5xl">
          Honest <span className="text-emerald-300">Rewards</span>
        </h1>
        <p className="mx-auto mt-4 max-w-2xl text-lg text-indigo-200">
          Free games and daily rewards for gamers in India — with the odds published and every promise kept.
        </p>
      </section>

      <section aria-labelledby="home-tiles-title">
        <h2 id="home-tiles-title" className="sr-only">
          Ways to earn
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

      <section aria-labelledby="home-promises-title" className="rounded-2xl bg-indigo-900/40 p-6 ring-1 ring-white/10">
        <h2 id="home-promises-title" className="text-xl font-bold text-white">
          Our promise
        </h2>
        <ul className="mt-4 grid gap-4 sm:grid-cols-3">
          {PROMISES.map((promise) => (
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
