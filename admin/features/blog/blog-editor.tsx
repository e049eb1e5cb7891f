import { getRouteApi, Link } from '@tanstack/react-router';
import { useState } from 'react';
import type { FieldErrors } from 'react-hook-form';
import { createBlogPostInputSchema } from '#contract/blog/schemas';
import { maxLengthOf } from '#kit/lib/max-length';
import { Button, buttonClasses } from '#kit/ui/button';
import { CheckboxField, SelectField, TextAreaField, TextField } from '#kit/ui/fields';
import { FormError } from '#kit/ui/form/form-error';
import { HindiFieldset } from '../../components/hindi-fieldset';
import { MarkdownField, type MarkdownTab } from '../../components/markdown-field';
import { PanelHeader } from '../../components/panel';
import { EmptyState, ErrorState, LoadingState } from '#kit/ui/states';
import { httpStatusOf } from '#kit/lib/errors';
import { formatDateTime } from '#kit/lib/format';
import { trpc } from '../../lib/trpc';
import { m } from '../../i18n/paraglide/messages';
import { HeroImageCard } from './hero-image-card';
import { usePostForm, useSavePost, type AdminPost } from './post-form';
import { PostTitleFields } from './post-title-fields';
import { useImageUpload } from './use-image-upload';

/** The Markdown area is roomy: articles are long. */
const CONTENT_ROWS = 18;
const BLOG_CATEGORIES = ['Personal Loans', 'Credit Cards', 'Home Loans', 'Health Insurance', 'Mutual Funds'] as const;

const routeApi = getRouteApi('/_dashboard/blog/$id');

/** /blog/$id: loads the post, then edits it. */
export function EditPostScreen() {
  const { id } = routeApi.useParams();
  const post = trpc.blog.get.useQuery({ id }, { retry: false });
  if (post.isPending) return <LoadingState label={m['blog.editor.loading']()} />;
  if (post.isError) {
    return httpStatusOf(post.error) === 404 ? (
      <EmptyState title={m['blog.editor.not-found.title']()}>
        {m['blog.editor.not-found.text']({ id })}{' '}
        <Link to="/blog" className="font-medium text-indigo-700 underline">
          {m['blog.editor.not-found.back']()}
        </Link>
      </EmptyState>
    ) : (
      <ErrorState message={m['blog.editor.load-failed']()} onRetry={() => void post.refetch()} />
    );
  }
  return <BlogEditor key={post.data.id} post={post.data} />;
}

export function NewPostScreen() {
  return <BlogEditor post={null} />;
}

function BlogEditor({ post }: { post: AdminPost | null }) {
  const form = usePostForm(post);
  const { save, saving } = useSavePost(post, form);
  const [tab, setTab] = useState<MarkdownTab>('write');
  const [tabHi, setTabHi] = useState<MarkdownTab>('write');
  const [heroImageUrl, setHeroImageUrl] = useState(post?.heroImageUrl ?? null);
  const heroUpload = useImageUpload({
    onUploaded: (image) => {
      form.clearErrors('heroImageId');
      form.setValue('heroImageId', image.id);
      setHeroImageUrl(image.url);
    },
    uploadedText: m['blog.uploaded'](),
    failedText: m['blog.upload-failed'](),
  });

  // Each content field lives on its Write tab: a refused content brings that tab back to show it, unless a field above it is refused too.
  const onInvalid = (errors: FieldErrors) => {
    if (errors['id'] || errors['title'] || errors['excerpt']) return;
    const refused = errors['content'] ? 'content' : !errors['titleHi'] && !errors['excerptHi'] && errors['contentHi'] ? 'contentHi' : null;
    if (!refused) return;
    (refused === 'content' ? setTab : setTabHi)('write');
    // After the Write tab is back on screen.
    requestAnimationFrame(() => form.setFocus(refused));
  };
  const onSubmit = form.handleSubmit((input) => {
    if (!saving && !heroUpload.uploading) save(input);
  }, onInvalid);

  return (
    <section aria-labelledby="post-editor-heading">
      <PanelHeader
        id="post-editor-heading"
        documentTitle={post ? m['blog.editor.document-title-edit']({ title: post.title }) : m['blog.editor.new']()}
        title={post ? m['blog.editor.edit-title']({ title: post.title }) : m['blog.editor.new']()}
        description={post ? m['blog.editor.last-saved']({ date: formatDateTime(post.updatedAt) }) : m['blog.editor.new-description']()}
      >
        <Link to="/blog" className={buttonClasses('secondary', '', { look: 'admin' })}>
          {m['blog.editor.back']()}
        </Link>
      </PanelHeader>
      <form noValidate onSubmit={onSubmit} className="grid gap-6 lg:grid-cols-[1fr_20rem]">
        <div className="space-y-4 rounded-lg border border-slate-200 bg-white p-4 shadow-xs sm:p-6">
          <PostTitleFields form={form} post={post} />
          <TextAreaField label={m['blog.editor.excerpt']()} rows={3} {...form.field('excerpt')} hint={m['blog.editor.excerpt-hint']()} maxLength={maxLengthOf(createBlogPostInputSchema.shape.excerpt)} />
          <MarkdownField
            tabsLabel={m['blog.editor.tabs-label']()}
            tab={tab}
            onTab={setTab}
            content={() => form.getValues('content')}
            meta={(rendered) => m['blog.editor.read-time']({ minutes: rendered.readTimeMinutes })}
            write={<TextAreaField label={m['blog.editor.content']()} rows={CONTENT_ROWS} {...form.field('content')} hint={m['blog.editor.content-hint']()} />}
          />
          <HindiFieldset legend={m['blog.editor.hindi']()} hint={m['blog.editor.hindi-hint']()}>
            <TextField lang="hi" label={m['blog.editor.title-hi']()} {...form.field('titleHi')} maxLength={maxLengthOf(createBlogPostInputSchema.shape.titleHi)} autoComplete="off" />
            <TextAreaField lang="hi" label={m['blog.editor.excerpt-hi']()} rows={3} {...form.field('excerptHi')} maxLength={maxLengthOf(createBlogPostInputSchema.shape.excerptHi)} />
            <MarkdownField
              tabsLabel={m['blog.editor.tabs-label-hi']()}
              tab={tabHi}
              onTab={setTabHi}
              content={() => String(form.getValues('contentHi') ?? '')}
              meta={(rendered) => m['blog.editor.read-time']({ minutes: rendered.readTimeMinutes })}
              write={<TextAreaField lang="hi" label={m['blog.editor.content-hi']()} rows={CONTENT_ROWS} {...form.field('contentHi')} />}
            />
          </HindiFieldset>
        </div>

        <div className="space-y-4">
          <div className="space-y-4 rounded-lg border border-slate-200 bg-white p-4 shadow-xs">
            <SelectField label={m['blog.editor.category']()} {...form.field('category')}>
              {BLOG_CATEGORIES.map((category) => (
                <option key={category} value={category}>
                  {category}
                </option>
              ))}
            </SelectField>
            <CheckboxField label={m['blog.editor.published']()} hint={m['blog.editor.published-hint']()} {...form.field('published')} />
          </div>
          <HeroImageCard
            form={form}
            imageUrl={heroImageUrl}
            upload={heroUpload}
            onRemove={() => {
              form.setValue('heroImageId', null);
              setHeroImageUrl(null);
            }}
          />
          <FormError message={form.formError} announce={false} />
          <Button type="submit" variant="primary" busy={saving} className="w-full">
            {saving ? m['common.saving']() : post ? m['blog.editor.save']() : m['blog.editor.create']()}
          </Button>
        </div>
      </form>
    </section>
  );
}
