import { createFileRoute } from '@tanstack/react-router';
import { Card, PageHeader } from '../components/ui/feedback';
import { useDocumentTitle } from '../lib/use-document-title';

export const Route = createFileRoute('/admin')({ component: AdminNotice });

/** Admin procedures do not exist on the public origin; the admin area is its own site. */
function AdminNotice() {
  useDocumentTitle('Admin');
  return (
    <div className="mx-auto max-w-xl">
      <PageHeader title="Admin area" />
      <Card>
        <p className="text-indigo-100">The admin area is not part of this website. It runs on its own, separate site that only our team can reach.</p>
        <p className="mt-3 text-sm text-indigo-300">Looking for help with your account? Use the contact page.</p>
      </Card>
    </div>
  );
}
