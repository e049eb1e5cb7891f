import { createFileRoute } from '@tanstack/react-router';
import { UserPage } from '../../features/users/user-page';

export const Route = createFileRoute('/_dashboard/users_/$id')({ component: UserPage });
