import { createFileRoute } from '@tanstack/react-router';
import { BlogPostPage } from '../features/blog/components/blog-post-page';

export const Route = createFileRoute('/blog/$id')({ component: BlogPostPage });
