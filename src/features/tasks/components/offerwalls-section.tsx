import type { EnabledOfferwall } from '#contract/offerwalls/schemas';
import { Card } from '../../../components/ui/feedback';
import { buttonClasses } from '#kit/ui/button';
import { m } from '#i18n/paraglide/messages';
import { trpc } from '../../../lib/trpc';
import { OFFERWALL_NAME } from '../lib/offerwall-names';

/** Each partner switched on, with a link to its wall in a new tab (never framed); nothing on a failed or empty answer. */
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
    <Card titleId={titleId} title={name}>
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
