import { createFileRoute } from '@tanstack/react-router';
import { AccountActions } from '../../features/auth/components/account-actions';

export const Route = createFileRoute('/_signed-in/account')({ component: AccountActions });
