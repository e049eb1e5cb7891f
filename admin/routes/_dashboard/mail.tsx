import { createFileRoute } from '@tanstack/react-router';
import { MailPanel } from '../../features/mail/mail-panel';
import { parseText } from '../../lib/search-params';
import { parsePage } from '#kit/lib/page-search';

export interface MailSearch {
  page?: number;
  /** The open message, by id. */
  mail?: string;
}

export const Route = createFileRoute('/_dashboard/mail')({
  validateSearch: (search: Record<string, unknown>): MailSearch => ({ page: parsePage(search['page']), mail: parseText(search['mail'], 64) }),
  component: MailPanel,
});
