import { createFileRoute } from '@tanstack/react-router';
import { BlogPanel } from '../../features/blog/blog-panel';

export const Route = createFileRoute('/_dashboard/blog/')({ component: BlogPanel });
