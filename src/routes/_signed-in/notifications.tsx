import { createFileRoute } from '@tanstack/react-router';
import { InboxPage } from '../../features/notifications/components/inbox-page';

export const Route = createFileRoute('/_signed-in/notifications')({
  component: InboxPage,
});
