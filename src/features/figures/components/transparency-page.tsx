import { PageHeader } from '../../../components/ui/feedback';
import { m } from '#i18n/paraglide/messages';
import { ErrorState, LoadingState } from '#kit/ui/states';
import { trpc } from '../../../lib/trpc';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { ChangelogSection } from '../../changes';
import { useCapability } from '../../site';
import { AppealFigures } from './appeal-figures';
import { Figures } from './transparency-figures';

/** `/transparency` (issue 16): the server's figures, each saying how it is computed; the store's only while it is on. */
export function TransparencyPage() {
  useDocumentTitle(m['figures.transparency.title']());
  const figures = trpc.stats.transparency.useQuery(undefined, { staleTime: 60_000 });
  const store = useCapability('store');
  return (
    <div className="space-y-6">
      <PageHeader title={m['figures.transparency.title']()} description={m['figures.transparency.description']()} />
      {figures.data ? (
        <Figures figures={figures.data} store={store} />
      ) : figures.isError ? (
        <ErrorState message={m['figures.transparency.failed']()} onRetry={() => void figures.refetch()} retrying={figures.isFetching} />
      ) : (
        <LoadingState label={m['figures.transparency.loading']()} lines={6} />
      )}
      <AppealFigures />
      <ChangelogSection />
    </div>
  );
}
