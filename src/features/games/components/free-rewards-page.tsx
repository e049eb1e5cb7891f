import type { Capability } from '../../../../server/modules/capabilities/schemas';
import { AppLink } from '../../../components/ui/app-link';
import { PageHeader } from '../../../components/ui/feedback';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useCapabilities } from '../../site';

interface HubCard {
  href: string;
  badge: string;
  title: string;
  text: string;
  /** Shown only while this capability is on (product spec §1.8); none: a page that always exists. */
  capability?: Capability;
}

/**
 * The hub (seed spec "Free Rewards"), each card described by what it does. Client-side navigation,
 * no full reloads. A card for a switchable capability appears only while it is on, so with every
 * capability off the hub lists only what works today.
 */
const CARDS: readonly HubCard[] = [
  { href: '/redeem', badge: 'NEW', title: 'Redeem a gift card', text: 'Google Play and App Store gift cards, paid from your wallet.', capability: 'store' },
  { href: '/generator', badge: 'POPULAR', title: 'Gift card by platform', text: 'Pick an amount and a platform (Google Play or App Store); your wallet pays.', capability: 'store' },
  { href: '/diamonds', badge: 'GAMERS', title: 'Free Fire diamonds', text: 'Diamond packs for your Free Fire UID, paid from your wallet.', capability: 'store' },
  { href: '/redeem-balance', badge: 'WITHDRAW', title: 'Redeem your balance', text: 'Withdraw your wallet balance as a Google Play code, sent to your e-mail.' },
  { href: '/guess-number', badge: 'FUN', title: 'Guess the Number', text: 'Find the secret number from 1 to 100 in a few guesses, with true hints.' },
  { href: '/flip-coin', badge: 'LUCKY', title: 'Flip & Win', text: 'Call HEAD or TAIL on a fair coin: exactly a 50% chance.' },
  { href: '/spin-and-win', badge: 'DAILY', title: 'Spin & Win', text: 'A few free spins a day, with every segment’s odds published.' },
  { href: '/scratch-card', badge: 'DAILY', title: 'Daily Scratch Card', text: 'One free card a day; its prize is drawn when the card is issued.' },
  { href: '/daily-login', badge: 'STREAK', title: 'Daily Login', text: 'A small reward for every day you visit, with a day-30 bonus.' },
  { href: '/invite', badge: 'BONUS', title: 'Invite friends', text: 'A reward for each friend who joins and verifies their e-mail.', capability: 'referrals' },
  { href: '/task', badge: 'TASKS', title: 'Earning tasks', text: 'Simple tasks with a reward, credited once we check your proof.', capability: 'tasks' },
];

export function FreeRewardsPage() {
  useDocumentTitle('Free Rewards');
  const isOn = useCapabilities();
  const cards = CARDS.filter((card) => !card.capability || isOn(card.capability));
  return (
    <div className="mx-auto max-w-5xl">
      <PageHeader title="Free Rewards" description="Everything here is free. Prizes are paid into your wallet; the odds of every game are on its page." />
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {cards.map((card) => (
          <li key={card.href}>
            <AppLink
              href={card.href}
              className="group flex h-full flex-col rounded-2xl bg-white/5 p-5 ring-1 ring-white/10 transition hover:-translate-y-0.5 hover:bg-white/10 hover:ring-emerald-400/40 motion-reduce:transition-none motion-reduce:hover:translate-y-0"
            >
              <span className="self-start rounded-full bg-amber-300/15 px-2 py-0.5 text-[0.7rem] font-bold tracking-wider text-amber-200 ring-1 ring-amber-300/30">{card.badge}</span>
              <span className="mt-3 text-lg font-semibold text-white group-hover:text-emerald-300">{card.title}</span>
              <span className="mt-1 text-sm text-indigo-200">{card.text}</span>
            </AppLink>
          </li>
        ))}
      </ul>
      <p className="mt-6 text-sm text-indigo-300">
        Curious how the games decide? <AppLink href="/fairness" className="font-semibold text-emerald-300 underline underline-offset-4">See how every draw can be verified</AppLink>.
      </p>
    </div>
  );
}
