import { createFileRoute } from '@tanstack/react-router';
import { m } from '#i18n/paraglide/messages';
import { Card, PageHeader } from '../components/ui/feedback';
import { useDocumentTitle } from '../lib/use-document-title';

export const Route = createFileRoute('/admin')({ component: AdminNotice });

/** Admin procedures do not exist on the public origin; the admin area is its own site. */
function AdminNotice() {
  useDocumentTitle(m['layout.admin-notice.document-title']());
  return (
    <div className="mx-auto max-w-xl">
      <PageHeader title={m['layout.admin-notice.title']()} />
      <Card>
        <p className="text-indigo-100">{m['layout.admin-notice.text']()}</p>
        <p className="mt-3 text-sm text-indigo-300">{m['layout.admin-notice.help']()}</p>
      </Card>
    </div>
  );
}
