import { getRouteApi } from '@tanstack/react-router';
import { useId, useState } from 'react';
import { CAPABILITIES } from '#contract/capabilities/schemas';
import { updatePageInputSchema } from '#contract/content/schemas';
import { LOCALES, type Locale } from '#contract/i18n/locales';
import { maxLengthOf } from '#kit/lib/max-length';
import { Button } from '#kit/ui/button';
import { TextAreaField, TextField } from '#kit/ui/fields';
import { FilterGroup } from '#kit/ui/filter-group';
import { useSchemaForm } from '#kit/ui/form/use-schema-form';
import { EmptyState, LoadingState } from '#kit/ui/states';
import { formatDateTime } from '#kit/lib/format';
import { trpc, type AdminOutputs } from '../../lib/trpc';
import { useToastOutcome } from '../../lib/use-action-outcome';
import { m } from '../../i18n/paraglide/messages';

/** The original admin's page editor text area is 15 rows (seed spec, Admin). */
export const PAGE_EDITOR_ROWS = 15;

type Page = AdminOutputs['pages']['list'][number];

const routeApi = getRouteApi('/_dashboard/pages/$slug');

/** One language's text of a page, as the form edits it. */
function textIn(page: Page, locale: Locale) {
  return locale === 'hi' ? { title: page.titleHi, content: page.contentHi } : { title: page.title, content: page.content };
}

export function PageEditorScreen() {
  const { slug } = routeApi.useParams();
  const pages = trpc.pages.list.useQuery();
  // Kept while moving between pages, so a translator can go through every page in one language.
  const [locale, setLocale] = useState<Locale>('en');
  if (pages.isPending) return <LoadingState />;
  const page = pages.data?.find((candidate) => candidate.slug === slug);
  if (!page) return <EmptyState title={m['pages.not-found.title']()}>{m['pages.not-found.text']({ slug })}</EmptyState>;
  // Re-mount the form when another page or language is chosen so its fields start from that text.
  return <PageEditor key={`${page.slug}:${locale}`} page={page} locale={locale} onLocaleChange={setLocale} />;
}

function PageEditor({ page, locale, onLocaleChange }: { page: Page; locale: Locale; onLocaleChange: (locale: Locale) => void }) {
  const utils = trpc.useUtils();
  const lockedHintId = useId();
  // The server's page rules (title required, at most 200 characters; content required), for one language per save.
  const form = useSchemaForm(updatePageInputSchema, { defaultValues: { slug: page.slug, locale, ...textIn(page, locale) } });
  const update = trpc.pages.update.useMutation(
    useToastOutcome({
      success: m['pages.updated-toast'](),
      failure: m['pages.update-failed'](),
      changed: (utils) => [utils.pages.list],
      onDone: (saved: Page) => utils.pages.list.setData(undefined, (list) => list?.map((item) => (item.slug === saved.slug ? saved : item))),
    }),
  );

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
      <div className="space-y-2">
        {/* Switching re-mounts the form with the other language's text, so it waits until this one is saved or discarded. */}
        <fieldset disabled={form.formState.isDirty || update.isPending} aria-describedby={form.formState.isDirty ? lockedHintId : undefined}>
          <FilterGroup label={m['pages.editor.language']()} options={LOCALES} labels={{ en: m['pages.editor.language-en'](), hi: m['pages.editor.language-hi']() }} value={locale} onChange={onLocaleChange} />
        </fieldset>
        <p id={lockedHintId} className="text-xs text-slate-600">
          {form.formState.isDirty ? m['pages.editor.language-locked']() : m['pages.editor.both-languages']()}
        </p>
        {locale === 'hi' && page.contentHi === '' && <p className="rounded-md bg-amber-50 px-3 py-2 text-sm text-amber-900">{m['pages.editor.no-hindi']()}</p>}
      </div>
      <TextField lang={locale} label={m['pages.editor.title-field']()} {...form.field('title')} maxLength={maxLengthOf(updatePageInputSchema.shape.title)} />
      <TextAreaField
        lang={locale}
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
