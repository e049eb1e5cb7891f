import { createFileRoute } from '@tanstack/react-router';
import { UserPage } from '../../features/users/user-page';

export const Route = createFileRoute('/_dashboard/users/$id')({ component: UserPage });
