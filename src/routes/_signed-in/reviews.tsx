import { createFileRoute } from '@tanstack/react-router';
import { ReviewsPage } from '../../features/appeals/components/reviews-page';

export const Route = createFileRoute('/_signed-in/reviews')({ component: ReviewsPage });
