import { createFileRoute } from '@tanstack/react-router';
import { NewPostScreen } from '../../features/blog/blog-editor';

export const Route = createFileRoute('/_dashboard/blog/new')({ component: NewPostScreen });
