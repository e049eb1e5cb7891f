import { getRouteApi, Link, useNavigate } from '@tanstack/react-router';
import { useId, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { Button, buttonClasses } from '../../../src/kit/ui/button';
import { CheckboxField, SelectField, TextAreaField, TextField } from '../../../src/kit/ui/fields';
import { PanelHeader } from '../../components/panel';
import { EmptyState, ErrorState, LoadingState } from '../../../src/kit/ui/states';
import { useToast } from '../../../src/kit/ui/toast/toast-context';
import { httpStatusOf, messageFor } from '../../../src/kit/lib/errors';
import { formatDateTime } from '../../../src/kit/lib/format';
import { slugify } from '../../../src/kit/lib/slug';
import { trpc, type AdminInputs, type AdminOutputs } from '../../lib/trpc';
import { useDocumentTitle } from '../../lib/use-document-title';
import { BLOG_CATEGORIES, BLOG_MESSAGES } from './blog-messages';
import { checkImageFile, uploadImage, UploadError } from './upload-image';

type AdminPost = AdminOutputs['blog']['get'];
type Category = AdminInputs['blog']['create']['category'];

/** The Markdown area is roomy: articles are long. */
export const CONTENT_ROWS = 18;

interface FormValues {
  id: string;
  title: string;
  excerpt: string;
  category: Category;
  content: string;
  published: boolean;
  heroImageId: string | null;
  heroImageUrl: string | null;
}
type FieldName = 'id' | 'title' | 'excerpt' | 'content';
type FormErrors = Partial<Record<FieldName | 'heroImage', string>>;

const FIELD_ORDER: FieldName[] = ['id', 'title', 'excerpt', 'content'];

export function validatePostForm(values: FormValues, isNew: boolean): FormErrors {
  const errors: FormErrors = {};
  if (isNew) {
    if (!values.id.trim()) errors.id = BLOG_MESSAGES.idRequired;
    else if (values.id.length < 3 || !/^[a-z0-9]+(-[a-z0-9]+)*$/.test(values.id)) errors.id = BLOG_MESSAGES.idInvalid;
  }
  if (!values.title.trim()) errors.title = BLOG_MESSAGES.titleRequired;
  if (!values.excerpt.trim()) errors.excerpt = BLOG_MESSAGES.excerptRequired;
  if (!values.content.trim()) errors.content = BLOG_MESSAGES.contentRequired;
  return errors;
}

const routeApi = getRouteApi('/_dashboard/blog/$id');

/** /blog/$id: loads the post, then edits it. */
export function EditPostScreen() {
  const { id } = routeApi.useParams();
  const post = trpc.blog.get.useQuery({ id }, { retry: false });
  if (post.isPending) return <LoadingState label="Loading post…" />;
  if (post.isError) {
    return httpStatusOf(post.error) === 404 ? (
      <EmptyState title="Post not found">
        There is no post “{id}”. <Link to="/blog" className="font-medium text-indigo-700 underline">Back to the list</Link>
      </EmptyState>
    ) : (
      <ErrorState message="Could not load the post." onRetry={() => void post.refetch()} />
    );
  }
  return <BlogEditor key={post.data.id} post={post.data} />;
}

export function NewPostScreen() {
  return <BlogEditor post={null} />;
}

function BlogEditor({ post }: { post: AdminPost | null }) {
  useDocumentTitle(post ? `Edit ${post.title}` : 'New post');
  const isNew = post === null;
  const toasts = useToast();
  const utils = trpc.useUtils();
  const navigate = useNavigate();
  const ids = { tabs: useId(), image: useId() };
  const fileInput = useRef<HTMLInputElement>(null);
  const [values, setValues] = useState<FormValues>(() => ({
    id: post?.id ?? '',
    title: post?.title ?? '',
    excerpt: post?.excerpt ?? '',
    category: post?.category ?? 'Personal Loans',
    content: post?.content ?? '',
    published: post?.published ?? false,
    heroImageId: post?.heroImageId ?? null,
    heroImageUrl: post?.heroImageUrl ?? null,
  }));
  const [idTouched, setIdTouched] = useState(!isNew);
  const [errors, setErrors] = useState<FormErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [tab, setTab] = useState<'write' | 'preview'>('write');
  const [uploading, setUploading] = useState(false);

  const preview = trpc.blog.preview.useMutation();
  const onSaved = async (saved: AdminPost) => {
    await Promise.all([utils.blog.list.invalidate(), utils.audit.list.invalidate()]);
    utils.blog.get.setData({ id: saved.id }, saved);
  };
  const onError = (error: unknown) => {
    const message = messageFor(error, BLOG_MESSAGES.saveFailed);
    setFormError(message);
    toasts.error(message);
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

  const set = (name: 'title' | 'excerpt' | 'content') => (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
    const value = event.target.value;
    setValues((previous) => ({ ...previous, [name]: value, ...(name === 'title' && !idTouched ? { id: slugify(value) } : {}) }));
  };

  const showPreview = () => {
    setTab('preview');
    preview.mutate({ content: values.content });
  };

  const onFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    const problem = checkImageFile(file);
    if (problem) return setErrors((previous) => ({ ...previous, heroImage: problem }));
    setErrors((previous) => ({ ...previous, heroImage: undefined }));
    setUploading(true);
    try {
      const image = await uploadImage(file);
      setValues((previous) => ({ ...previous, heroImageId: image.id, heroImageUrl: image.url }));
      toasts.success(BLOG_MESSAGES.uploaded);
    } catch (error) {
      setErrors((previous) => ({ ...previous, heroImage: error instanceof UploadError ? error.message : BLOG_MESSAGES.uploadFailed }));
    } finally {
      setUploading(false);
    }
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    if (saving || uploading) return;
    setFormError(null);
    const found = validatePostForm(values, isNew);
    setErrors(found);
    const first = FIELD_ORDER.find((name) => found[name]);
    if (first) {
      if (first === 'content') setTab('write');
      // After the Write tab is back on screen.
      requestAnimationFrame(() => form.querySelector<HTMLElement>(`[name="${first}"]`)?.focus());
      return;
    }
    const input = {
      title: values.title.trim(),
      excerpt: values.excerpt.trim(),
      category: values.category,
      content: values.content,
      published: values.published,
      heroImageId: values.heroImageId,
    };
    if (isNew) create.mutate({ ...input, id: values.id });
    else update.mutate({ ...input, id: post.id });
  };

  return (
    <section aria-labelledby="post-editor-heading">
      <PanelHeader id="post-editor-heading" title={isNew ? 'New post' : `Edit “${post.title}”`} description={post ? `Last saved ${formatDateTime(post.updatedAt)}` : 'Markdown; the public page shows it as sanitised HTML.'}>
        <Link to="/blog" className={buttonClasses('secondary', '', { look: 'admin' })}>
          Back to posts
        </Link>
      </PanelHeader>
      <form noValidate onSubmit={onSubmit} className="grid gap-6 lg:grid-cols-[1fr_20rem]">
        <div className="space-y-4 rounded-lg border border-slate-200 bg-white p-4 shadow-xs sm:p-6">
          <TextField label="Title" name="title" value={values.title} onChange={set('title')} error={errors.title} maxLength={200} autoComplete="off" />
          <TextField
            label="Id (address)"
            name="id"
            value={values.id}
            onChange={(event) => {
              setIdTouched(true);
              setValues((previous) => ({ ...previous, id: event.target.value.toLowerCase() }));
            }}
            error={errors.id}
            hint={isNew ? `The post's address: /blog/${values.id || 'your-post-id'}. It cannot change later.` : `/blog/${values.id} (fixed once created)`}
            readOnly={!isNew}
            maxLength={100}
            autoComplete="off"
            spellCheck={false}
          />
          <TextAreaField label="Excerpt" name="excerpt" rows={3} value={values.excerpt} onChange={set('excerpt')} error={errors.excerpt} hint="Shown on the listing card and in search results." maxLength={500} />

          <div>
            <div role="tablist" aria-label="Content" className="mb-2 flex gap-1">
              {(['write', 'preview'] as const).map((name) => (
                <button
                  key={name}
                  type="button"
                  role="tab"
                  id={`${ids.tabs}-${name}`}
                  aria-selected={tab === name}
                  aria-controls={`${ids.tabs}-${name}-panel`}
                  onClick={() => (name === 'preview' ? showPreview() : setTab('write'))}
                  className={`rounded-md px-3 py-1.5 text-sm font-medium ${tab === name ? 'bg-indigo-600 text-white' : 'text-slate-600 hover:bg-slate-100'}`}
                >
                  {name === 'write' ? 'Write' : 'Preview'}
                </button>
              ))}
            </div>
            {tab === 'write' ? (
              <div role="tabpanel" id={`${ids.tabs}-write-panel`} aria-labelledby={`${ids.tabs}-write`}>
                <TextAreaField
                  label="Content (Markdown)"
                  name="content"
                  rows={CONTENT_ROWS}
                  value={values.content}
                  onChange={set('content')}
                  error={errors.content}
                  hint="## for headings, **bold**, - lists, [text](https://…) for links, ![alt](/uploads/…) for our own images. Raw HTML is cleaned."
                />
              </div>
            ) : (
              <div role="tabpanel" id={`${ids.tabs}-preview-panel`} aria-labelledby={`${ids.tabs}-preview`} aria-busy={preview.isPending || undefined} className="min-h-64 rounded-md border border-slate-200 p-4">
                {preview.isPending ? (
                  <p className="text-sm text-slate-500">Rendering…</p>
                ) : preview.isError ? (
                  <p role="alert" className="text-sm text-red-600">
                    {messageFor(preview.error, BLOG_MESSAGES.previewFailed)}
                  </p>
                ) : preview.data ? (
                  <>
                    <p className="mb-3 text-xs text-slate-500">{preview.data.readTimeMinutes} min read · rendered by the same sanitiser as the public page</p>
                    {/* Safe: this HTML comes from the server's Markdown sanitiser (allow-list, no scripts or handlers). */}
                    <div
                      data-testid="markdown-preview"
                      className="space-y-3 text-sm leading-relaxed text-slate-800 [&_a]:text-indigo-700 [&_a]:underline [&_blockquote]:border-l-4 [&_blockquote]:border-amber-300 [&_blockquote]:pl-3 [&_h2]:text-lg [&_h2]:font-semibold [&_h3]:font-semibold [&_img]:max-w-full [&_ol]:list-decimal [&_ol]:pl-5 [&_table]:w-full [&_td]:border [&_td]:px-2 [&_th]:border [&_th]:px-2 [&_ul]:list-disc [&_ul]:pl-5"
                      dangerouslySetInnerHTML={{ __html: preview.data.html }}
                    />
                  </>
                ) : null}
              </div>
            )}
          </div>
        </div>

        <div className="space-y-4">
          <div className="space-y-4 rounded-lg border border-slate-200 bg-white p-4 shadow-xs">
            <SelectField label="Category" name="category" value={values.category} onChange={(event) => setValues((previous) => ({ ...previous, category: event.target.value as Category }))}>
              {BLOG_CATEGORIES.map((category) => (
                <option key={category} value={category}>
                  {category}
                </option>
              ))}
            </SelectField>
            <CheckboxField
              label="Published"
              hint="Visible on /blog and in the sitemap once saved."
              checked={values.published}
              onChange={(event) => setValues((previous) => ({ ...previous, published: event.target.checked }))}
            />
          </div>

          <div className="space-y-3 rounded-lg border border-slate-200 bg-white p-4 shadow-xs">
            <p className="text-sm font-medium text-slate-700" id={`${ids.image}-label`}>
              Hero image
            </p>
            <div className="aspect-[1200/630] overflow-hidden rounded-md bg-slate-100">
              {values.heroImageUrl ? <img src={values.heroImageUrl} alt="Hero preview" className="size-full object-cover" /> : <p className="flex h-full items-center justify-center text-xs text-slate-500">No image</p>}
            </div>
            <div>
              <label htmlFor={ids.image} className="mb-1 block text-sm text-slate-700">
                Upload an image
              </label>
              <input
                ref={fileInput}
                id={ids.image}
                name="heroImage"
                type="file"
                accept="image/png,image/jpeg,image/webp"
                onChange={(event) => void onFile(event)}
                disabled={uploading}
                aria-describedby={`${ids.image}-hint${errors.heroImage ? ` ${ids.image}-error` : ''}`}
                className="block w-full text-sm text-slate-700 file:mr-3 file:rounded-md file:border file:border-slate-300 file:bg-white file:px-3 file:py-1.5 file:text-sm file:font-medium"
              />
              <p id={`${ids.image}-hint`} className="mt-1 text-xs text-slate-500">
                PNG, JPEG or WebP, at most 2 MB. 1200×630 looks best.
              </p>
              {uploading ? (
                <p role="status" className="mt-1 text-sm text-slate-600">
                  Uploading…
                </p>
              ) : null}
              {errors.heroImage ? (
                <p id={`${ids.image}-error`} role="alert" className="mt-1 text-sm text-red-600">
                  {errors.heroImage}
                </p>
              ) : null}
            </div>
            {values.heroImageId ? (
              <Button size="sm" onClick={() => setValues((previous) => ({ ...previous, heroImageId: null, heroImageUrl: null }))}>
                Remove image
              </Button>
            ) : null}
          </div>

          {formError ? (
            <p role="alert" className="text-sm text-red-600">
              {formError}
            </p>
          ) : null}
          <Button type="submit" variant="primary" busy={saving} className="w-full">
            {saving ? 'Saving…' : isNew ? 'Create post' : 'Save post'}
          </Button>
        </div>
      </form>
    </section>
  );
}
