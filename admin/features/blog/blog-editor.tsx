import { getRouteApi, Link, useNavigate } from '@tanstack/react-router';
import { useId, useRef, useState, type ChangeEvent } from 'react';
import type { FieldErrors } from 'react-hook-form';
import { createBlogPostInputSchema, updateBlogPostInputSchema } from '#contract/blog/schemas';
import { maxLengthOf } from '#kit/lib/max-length';
import { Button, buttonClasses } from '#kit/ui/button';
import { CheckboxField, SelectField, TextAreaField, TextField } from '#kit/ui/fields';
import { FormError } from '#kit/ui/form/form-error';
import { useSchemaForm } from '#kit/ui/form/use-schema-form';
import { ImageFileField } from '../../components/image-file-field';
import { MarkdownField, type MarkdownTab } from '../../components/markdown-field';
import { PanelHeader } from '../../components/panel';
import { EmptyState, ErrorState, LoadingState } from '#kit/ui/states';
import { useToast } from '#kit/ui/toast/toast-context';
import { httpStatusOf, messageFor } from '#kit/lib/errors';
import { formatDateTime } from '#kit/lib/format';
import { slugify } from '#kit/lib/slug';
import { trpc, type AdminOutputs } from '../../lib/trpc';
import { m } from '../../i18n/paraglide/messages';
import { useDocumentTitle } from '../../lib/use-document-title';
import { BLOG_CATEGORIES, BLOG_MESSAGES } from './blog-messages';
import { checkImageFile, uploadImage, UploadError } from './upload-image';

type AdminPost = AdminOutputs['blog']['get'];

/** The Markdown area is roomy: articles are long. */
export const CONTENT_ROWS = 18;

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
  useDocumentTitle(post ? m['blog.editor.document-title-edit']({ title: post.title }) : m['blog.editor.new']());
  const isNew = post === null;
  const toasts = useToast();
  const utils = trpc.useUtils();
  const navigate = useNavigate();
  const ids = { image: useId() };
  const fileInput = useRef<HTMLInputElement>(null);
  // The server's post rules: a new post's id (3–100, lower-case words joined by single hyphens), an edit's fixed id.
  const form = useSchemaForm(isNew ? createBlogPostInputSchema : updateBlogPostInputSchema, {
    defaultValues: {
      id: post?.id ?? '',
      title: post?.title ?? '',
      excerpt: post?.excerpt ?? '',
      category: post?.category ?? 'Personal Loans',
      content: post?.content ?? '',
      published: post?.published ?? false,
      heroImageId: post?.heroImageId ?? null,
    },
    refusalFields: { 'blog.id-taken': 'id', 'blog.image-not-found': 'heroImageId', 'blog.content-too-deep': 'content' },
  });
  const heroImageId = form.watch('heroImageId');
  const [heroImageUrl, setHeroImageUrl] = useState(post?.heroImageUrl ?? null);
  const [idTouched, setIdTouched] = useState(!isNew);
  const [uploadError, setUploadError] = useState<string | null>(null);
  const [tab, setTab] = useState<MarkdownTab>('write');
  const [uploading, setUploading] = useState(false);

  const onSaved = async (saved: AdminPost) => {
    await Promise.all([utils.blog.list.invalidate(), utils.audit.list.invalidate()]);
    utils.blog.get.setData({ id: saved.id }, saved);
  };
  const onError = (error: unknown) => {
    form.showRefusal(error, BLOG_MESSAGES.saveFailed);
    toasts.error(messageFor(error, BLOG_MESSAGES.saveFailed));
  };
  const create = trpc.blog.create.useMutation({
    onSuccess: async (saved) => {
      toasts.success(BLOG_MESSAGES.created);
      await onSaved(saved);
      await navigate({ to: '/blog/$id', params: { id: saved.id }, replace: true });
    },
    onError,
  });
  const update = trpc.blog.update.useMutation({
    onSuccess: async (saved) => {
      toasts.success(BLOG_MESSAGES.saved);
      await onSaved(saved);
    },
    onError,
  });
  const saving = create.isPending || update.isPending;

  const titleField = form.field('title');
  const idField = form.field('id');

  const onFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    const problem = checkImageFile(file);
    if (problem) return setUploadError(problem);
    setUploadError(null);
    form.clearErrors('heroImageId');
    setUploading(true);
    try {
      const image = await uploadImage(file);
      form.setValue('heroImageId', image.id);
      setHeroImageUrl(image.url);
      toasts.success(BLOG_MESSAGES.uploaded);
    } catch (error) {
      setUploadError(error instanceof UploadError ? error.message : BLOG_MESSAGES.uploadFailed);
    } finally {
      setUploading(false);
    }
  };

  // The content field lives on the Write tab: a refused content brings that tab back to show it.
  const onInvalid = (errors: FieldErrors) => {
    if (!errors['content'] || errors['id'] || errors['title'] || errors['excerpt']) return;
    setTab('write');
    // After the Write tab is back on screen.
    requestAnimationFrame(() => form.setFocus('content'));
  };
  const onSubmit = form.handleSubmit((input) => {
    if (saving || uploading) return;
    if (isNew) create.mutate(input);
    else update.mutate({ ...input, id: post.id });
  }, onInvalid);

  const heroImageError = uploadError ?? form.fieldError('heroImageId');

  return (
    <section aria-labelledby="post-editor-heading">
      <PanelHeader
        id="post-editor-heading"
        title={isNew ? m['blog.editor.new']() : m['blog.editor.edit-title']({ title: post.title })}
        description={post ? m['blog.editor.last-saved']({ date: formatDateTime(post.updatedAt) }) : m['blog.editor.new-description']()}
      >
        <Link to="/blog" className={buttonClasses('secondary', '', { look: 'admin' })}>
          {m['blog.editor.back']()}
        </Link>
      </PanelHeader>
      <form noValidate onSubmit={onSubmit} className="grid gap-6 lg:grid-cols-[1fr_20rem]">
        <div className="space-y-4 rounded-lg border border-slate-200 bg-white p-4 shadow-xs sm:p-6">
          <TextField
            label={m['blog.editor.title']()}
            {...titleField}
            onChange={(event) => {
              // Until the id is typed by hand, it follows the title.
              if (!idTouched) form.setValue('id', slugify(event.target.value));
              void titleField.onChange(event);
            }}
            maxLength={maxLengthOf(createBlogPostInputSchema.shape.title)}
            autoComplete="off"
          />
          <TextField
            label={m['blog.editor.id']()}
            {...idField}
            onChange={(event) => {
              setIdTouched(true);
              event.target.value = event.target.value.toLowerCase();
              void idField.onChange(event);
            }}
            hint={isNew ? m['blog.editor.id-hint-new']({ id: form.watch('id') || m['blog.editor.id-placeholder']() }) : m['blog.editor.id-hint-fixed']({ id: post.id })}
            readOnly={!isNew}
            maxLength={maxLengthOf(createBlogPostInputSchema.shape.id)}
            autoComplete="off"
            spellCheck={false}
          />
          <TextAreaField label={m['blog.editor.excerpt']()} rows={3} {...form.field('excerpt')} hint={m['blog.editor.excerpt-hint']()} maxLength={maxLengthOf(createBlogPostInputSchema.shape.excerpt)} />

          <MarkdownField
            tabsLabel={m['blog.editor.tabs-label']()}
            tab={tab}
            onTab={setTab}
            content={() => form.getValues('content')}
            meta={(rendered) => m['blog.editor.read-time']({ minutes: rendered.readTimeMinutes })}
            write={<TextAreaField label={m['blog.editor.content']()} rows={CONTENT_ROWS} {...form.field('content')} hint={m['blog.editor.content-hint']()} />}
          />
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
            <CheckboxField
              label={m['blog.editor.published']()}
              hint={m['blog.editor.published-hint']()}
              {...form.field('published')}
            />
          </div>

          <div className="space-y-3 rounded-lg border border-slate-200 bg-white p-4 shadow-xs">
            <p className="text-sm font-medium text-slate-700" id={`${ids.image}-label`}>
              {m['blog.editor.hero']()}
            </p>
            <div className="aspect-[1200/630] overflow-hidden rounded-md bg-slate-100">
              {heroImageUrl ? <img src={heroImageUrl} alt={m['blog.editor.hero-alt']()} className="size-full object-cover" /> : <p className="flex h-full items-center justify-center text-xs text-slate-600">{m['blog.editor.no-image']()}</p>}
            </div>
            <ImageFileField
              id={ids.image}
              name="heroImage"
              inputRef={fileInput}
              label={m['blog.editor.upload']()}
              hint={m['blog.editor.upload-hint']()}
              uploadingText={m['blog.editor.uploading']()}
              uploading={uploading}
              error={heroImageError}
              onFile={onFile}
            />
            {heroImageId ? (
              <Button
                size="sm"
                onClick={() => {
                  form.setValue('heroImageId', null);
                  setHeroImageUrl(null);
                }}
              >
                {m['blog.editor.remove-image']()}
              </Button>
            ) : null}
          </div>

          <FormError message={form.formError} announce={false} />
          <Button type="submit" variant="primary" busy={saving} className="w-full">
            {saving ? m['common.saving']() : isNew ? m['blog.editor.create']() : m['blog.editor.save']()}
          </Button>
        </div>
      </form>
    </section>
  );
}
