import { createFileRoute } from '@tanstack/react-router';
import { BlogListPage } from '../features/blog/components/blog-list-page';
import { parseBlogSearch } from '../features/blog/categories';

export const Route = createFileRoute('/blog/')({
  validateSearch: parseBlogSearch,
  component: BlogListPage,
});
