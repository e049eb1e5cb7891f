import { getRouteApi } from '@tanstack/react-router';
import { CAPABILITIES } from '../../../server/modules/capabilities/schemas';
import { updatePageInputSchema } from '../../../server/modules/content/schemas';
import { maxLengthOf } from '../../../src/kit/lib/max-length';
import { Button } from '../../../src/kit/ui/button';
import { TextAreaField, TextField } from '../../../src/kit/ui/fields';
import { useSchemaForm } from '../../../src/kit/ui/form/use-schema-form';
import { EmptyState, LoadingState } from '../../../src/kit/ui/states';
import { useToast } from '../../../src/kit/ui/toast/toast-context';
import { messageFor } from '../../../src/kit/lib/errors';
import { formatDateTime } from '../../../src/kit/lib/format';
import { trpc, type AdminOutputs } from '../../lib/trpc';
import { m } from '../../i18n/paraglide/messages';

/** The original admin's page editor text area is 15 rows (seed spec, Admin). */
export const PAGE_EDITOR_ROWS = 15;
export const PAGE_MESSAGES = {
  updated: m['pages.updated-toast'](),
  updateFailed: m['pages.update-failed'](),
} as const;

type Page = AdminOutputs['pages']['list'][number];

const routeApi = getRouteApi('/_dashboard/pages/$slug');

export function PageEditorScreen() {
  const { slug } = routeApi.useParams();
  const pages = trpc.pages.list.useQuery();
  if (pages.isPending) return <LoadingState />;
  const page = pages.data?.find((candidate) => candidate.slug === slug);
  if (!page) return <EmptyState title={m['pages.not-found.title']()}>{m['pages.not-found.text']({ slug })}</EmptyState>;
  // Re-mount the form when another page is chosen so its fields start from that page.
  return <PageEditor key={page.slug} page={page} />;
}

function PageEditor({ page }: { page: Page }) {
  const toasts = useToast();
  const utils = trpc.useUtils();
  // The server's page rules (title required, at most 200 characters; content required).
  const form = useSchemaForm(updatePageInputSchema, { defaultValues: { slug: page.slug, title: page.title, content: page.content } });
  const update = trpc.pages.update.useMutation({
    onSuccess: async (saved) => {
      toasts.success(PAGE_MESSAGES.updated);
      utils.pages.list.setData(undefined, (list) => list?.map((item) => (item.slug === saved.slug ? saved : item)));
      await Promise.all([utils.pages.list.invalidate(), utils.audit.list.invalidate()]);
    },
    onError: (error) => toasts.error(messageFor(error, PAGE_MESSAGES.updateFailed)),
  });

  const onSubmit = form.handleSubmit((input) => {
    if (!update.isPending) update.mutate(input);
  });

  return (
    <form noValidate onSubmit={onSubmit} aria-labelledby="page-editor-heading" className="space-y-4 rounded-lg border border-slate-200 bg-white p-4 shadow-xs sm:p-6">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h3 id="page-editor-heading" className="text-base font-semibold text-slate-900">
          {m['pages.editor.title']({ title: page.title })}
        </h3>
        <p className="text-xs text-slate-600">{m['pages.editor.last-updated']({ date: formatDateTime(page.updatedAt) })}</p>
      </div>
      <TextField label={m['pages.editor.title-field']()} {...form.field('title')} maxLength={maxLengthOf(updatePageInputSchema.shape.title)} />
      <TextAreaField
        label={m['pages.editor.content']()}
        rows={PAGE_EDITOR_ROWS}
        {...form.field('content')}
        hint={m['pages.editor.content-hint']({ names: CAPABILITIES.join(', ') })}
      />
      <div className="flex flex-wrap items-center justify-end gap-2">
        <Button onClick={() => form.reset()} disabled={!form.formState.isDirty || update.isPending}>
          {m['common.discard-changes']()}
        </Button>
        <Button type="submit" variant="primary" disabled={update.isPending}>
          {update.isPending ? m['common.saving']() : m['common.save']()}
        </Button>
      </div>
    </form>
  );
}
