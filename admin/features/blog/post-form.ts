import { useNavigate } from '@tanstack/react-router';
import { createBlogPostInputSchema, updateBlogPostInputSchema, type CreateBlogPostInput } from '#contract/blog/schemas';
import { messageFor } from '#kit/lib/errors';
import { useToast } from '#kit/ui/toast/toast-context';
import { useSchemaForm } from '#kit/ui/form/use-schema-form';
import { trpc, type AdminOutputs } from '../../lib/trpc';
import { m } from '../../i18n/paraglide/messages';

export type AdminPost = AdminOutputs['blog']['get'];

/** The editor's form on the server's post rules: a new post's id (3–100, lower-case words joined by single hyphens), an edit's fixed id. */
export function usePostForm(post: AdminPost | null) {
  return useSchemaForm(post === null ? createBlogPostInputSchema : updateBlogPostInputSchema, {
    defaultValues: {
      id: post?.id ?? '',
      title: post?.title ?? '',
      excerpt: post?.excerpt ?? '',
      category: post?.category ?? 'Personal Loans',
      content: post?.content ?? '',
      titleHi: post?.titleHi ?? '',
      excerptHi: post?.excerptHi ?? '',
      contentHi: post?.contentHi ?? '',
      published: post?.published ?? false,
      heroImageId: post?.heroImageId ?? null,
    },
    refusalFields: { 'blog.id-taken': 'id', 'blog.image-not-found': 'heroImageId', 'blog.content-too-deep': 'content' },
  });
}

export type PostForm = ReturnType<typeof usePostForm>;

/** Creates the post (the address becomes /blog/<id>) or saves the edit; a refusal shows on the form and as a toast. */
export function useSavePost(post: AdminPost | null, form: PostForm) {
  const toasts = useToast();
  const utils = trpc.useUtils();
  const navigate = useNavigate();
  const onSaved = async (saved: AdminPost) => {
    await Promise.all([utils.blog.list.invalidate(), utils.audit.list.invalidate()]);
    utils.blog.get.setData({ id: saved.id }, saved);
  };
  const onError = (error: unknown) => {
    form.showRefusal(error, m['blog.save-failed']());
    toasts.error(messageFor(error, m['blog.save-failed']()));
  };
  const create = trpc.blog.create.useMutation({
    onSuccess: async (saved) => {
      toasts.success(m['blog.created']());
      await onSaved(saved);
      await navigate({ to: '/blog/$id', params: { id: saved.id }, replace: true });
    },
    onError,
  });
  const update = trpc.blog.update.useMutation({
    onSuccess: async (saved) => {
      toasts.success(m['blog.saved']());
      await onSaved(saved);
    },
    onError,
  });
  const save = (input: CreateBlogPostInput) => {
    if (post === null) create.mutate(input);
    else update.mutate({ ...input, id: post.id });
  };
  return { save, saving: create.isPending || update.isPending };
}
