import { createFileRoute } from '@tanstack/react-router';
import { DailyLoginPage } from '../features/games/components/daily-login-page';

export const Route = createFileRoute('/daily-login')({ component: DailyLoginPage });
