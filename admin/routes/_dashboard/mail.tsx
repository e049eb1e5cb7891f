import { createFileRoute } from '@tanstack/react-router';
import { parsePage } from '#kit/lib/page-search';
import { MailPanel } from '../../features/mail/mail-panel';
import { parseText } from '../../lib/search-params';

/** `mail`: the open message, by id. */
export const Route = createFileRoute('/_dashboard/mail')({
  validateSearch: (search: Record<string, unknown>): { page?: number; mail?: string } => ({ page: parsePage(search['page']), mail: parseText(search['mail'], 64) }),
  component: MailPanel,
});
