import type { Capability } from '#contract/capabilities/schemas';
import { AppLink } from '../../../components/ui/app-link';
import { PageHeader } from '../../../components/ui/feedback';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useCapabilities } from '../../site';
import { m } from '#i18n/paraglide/messages';

interface HubCard {
  href: string;
  badge: string;
  title: string;
  text: string;
  /** Shown only while this capability is on (product spec §1.8); none: a page that always exists. */
  capability?: Capability;
}

/** The hub's cards (seed spec "Free Rewards"); a capability's card only while it is on. Built per render, in the visitor's language. */
const hubCards = (): readonly HubCard[] => [
  { href: '/redeem', badge: m['games.hub.redeem-badge'](), title: m['games.hub.redeem-title'](), text: m['games.hub.redeem-text'](), capability: 'store' },
  { href: '/generator', badge: m['games.hub.generator-badge'](), title: m['games.hub.generator-title'](), text: m['games.hub.generator-text'](), capability: 'store' },
  { href: '/diamonds', badge: m['games.hub.diamonds-badge'](), title: m['games.hub.diamonds-title'](), text: m['games.hub.diamonds-text'](), capability: 'store' },
  { href: '/redeem-balance', badge: m['games.hub.withdraw-badge'](), title: m['games.hub.withdraw-title'](), text: m['games.hub.withdraw-text']() },
  { href: '/guess-number', badge: m['games.hub.guess-badge'](), title: m['games.guess.title'](), text: m['games.hub.guess-text']() },
  { href: '/flip-coin', badge: m['games.hub.flip-badge'](), title: m['games.flip.title'](), text: m['games.hub.flip-text']() },
  { href: '/spin-and-win', badge: m['games.hub.spin-badge'](), title: m['games.spin.title'](), text: m['games.hub.spin-text']() },
  { href: '/scratch-card', badge: m['games.hub.spin-badge'](), title: m['games.scratch.title'](), text: m['games.hub.scratch-text']() },
  { href: '/daily-login', badge: m['games.hub.daily-badge'](), title: m['games.hub.daily-title'](), text: m['games.hub.daily-text']() },
  { href: '/invite', badge: m['games.hub.invite-badge'](), title: m['games.hub.invite-title'](), text: m['games.hub.invite-text'](), capability: 'referrals' },
  { href: '/task', badge: m['games.hub.tasks-badge'](), title: m['games.hub.tasks-title'](), text: m['games.hub.tasks-text'](), capability: 'tasks' },
];

export function FreeRewardsPage() {
  useDocumentTitle(m['games.hub.title']());
  const isOn = useCapabilities();
  const cards = hubCards().filter((card) => !card.capability || isOn(card.capability));
  return (
    <div className="mx-auto max-w-5xl">
      <PageHeader title={m['games.hub.title']()} description={m['games.hub.description']()} />
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
        {m['games.hub.curious']()}
        <AppLink href="/fairness" className="font-semibold text-emerald-300 underline underline-offset-4">
          {m['games.hub.fairness-link']()}
        </AppLink>
        {m['games.parts.sentence-end']()}
      </p>
    </div>
  );
}
