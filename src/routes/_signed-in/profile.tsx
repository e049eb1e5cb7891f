import { createFileRoute } from '@tanstack/react-router';
import { ProfileDashboard } from '../../features/profile/components/profile-dashboard';

export const Route = createFileRoute('/_signed-in/profile')({ component: ProfileDashboard });
