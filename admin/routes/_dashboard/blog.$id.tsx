import { createFileRoute } from '@tanstack/react-router';
import { EditPostScreen } from '../../features/blog/blog-editor';

export const Route = createFileRoute('/_dashboard/blog/$id')({ component: EditPostScreen });
