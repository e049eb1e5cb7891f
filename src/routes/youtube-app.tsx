import { createFileRoute } from '@tanstack/react-router';
import { CataloguePage } from '../features/catalogue/components/catalogue-page';
import { parseCatalogueSearch } from '../features/catalogue/catalogue-search';

export const Route = createFileRoute('/youtube-app')({
  validateSearch: parseCatalogueSearch,
  component: CataloguePage,
});
