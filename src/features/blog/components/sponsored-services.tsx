import { buttonClasses } from '#kit/ui/button';
import type { RouterOutputs } from '../../../lib/trpc';
import { m } from '#i18n/paraglide/messages';
import { Section } from '../../../components/ui/feedback';

type SponsoredPartner = RouterOutputs['settings']['content']['sponsoredPartners'][number];

/** Only partners an admin configured, each clearly marked as sponsored (no disguised ads). */
export function SponsoredServices({ partners }: { partners: SponsoredPartner[] }) {
  return (
    <Section titleId="related-services" title={m['content.blog-post.related']()} titleClassName="text-xl font-bold text-white" className="mt-12">
      <ul className="mt-4 grid gap-4 sm:grid-cols-2">
        {partners.map((partner, index) => (
          <li key={`${partner.name}-${index}`} className="flex flex-col rounded-2xl bg-white/5 p-5 ring-1 ring-amber-300/30">
            <p className="text-xs font-semibold uppercase tracking-widest text-amber-200">{m['content.blog-post.sponsored']()}</p>
            <p className="mt-1 text-sm text-indigo-300">{partner.name}</p>
            <h3 className="mt-1 text-lg font-semibold text-white">{partner.title}</h3>
            <p className="mt-2 flex-1 text-sm text-indigo-200">{partner.description}</p>
            <a href={partner.link} target="_blank" rel="noopener noreferrer sponsored" className={buttonClasses('secondary', 'mt-4 self-start')}>
              {m['content.blog-post.visit']({ name: partner.name })}
              <span className="sr-only"> {m['content.blog-post.visit-hint']()}</span>
            </a>
          </li>
        ))}
      </ul>
    </Section>
  );
}
