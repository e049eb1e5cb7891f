import type { EnabledOfferwall } from '#contract/offerwalls/schemas';
import { Card } from '../../../components/ui/feedback';
import { buttonClasses } from '#kit/ui/button';
import { m } from '#i18n/paraglide/messages';
import { trpc } from '../../../lib/trpc';
import { OFFERWALL_NAME } from '../lib/offerwall-names';

/**
 * Each partner an admin switched on, in a section named after it, with its wall: a link with the
 * person's id as the provider documents it, opened in a new tab (the wall is the provider's site,
 * not framed in ours). A failed or empty answer shows nothing: the walls are an extra, not the page.
 */
export function OfferwallsSection() {
  const walls = trpc.offerwalls.enabled.useQuery(undefined, { staleTime: 60_000 });
  if (!walls.data?.length) return null;
  return (
    <>
      {walls.data.map((wall) => (
        <OfferwallCard key={wall.provider} wall={wall} />
      ))}
    </>
  );
}

function OfferwallCard({ wall }: { wall: EnabledOfferwall }) {
  const name = OFFERWALL_NAME[wall.provider]();
  const titleId = `offerwall-${wall.provider}-title`;
  return (
    <Card aria-labelledby={titleId}>
      <h2 id={titleId} className="text-lg font-semibold text-white">
        {name}
      </h2>
      <p className="mt-2 text-sm text-indigo-100">{m['tasks.offerwall-text']()}</p>
      {wall.wallUrl ? (
        <a href={wall.wallUrl} target="_blank" rel="noopener noreferrer" className={buttonClasses('primary', 'mt-4 w-full sm:w-auto')}>
          {m['tasks.offerwall-open']({ name })}{' '}
          <span className="sr-only">{m['tasks.new-tab']()}</span>
        </a>
      ) : (
        <p className="mt-4 text-sm text-indigo-300">{m['tasks.offerwall-no-link']()}</p>
      )}
    </Card>
  );
}
