import { Link } from '@tanstack/react-router';
import { useRef, useState } from 'react';
import { Button, buttonClasses } from '#kit/ui/button';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { Badge, PanelHeader } from '../../components/panel';
import { DataTable, type Column } from '#kit/ui/data-table';
import { EmptyState, ListStates } from '#kit/ui/states';
import { formatDate } from '#kit/lib/format';
import { trpc, type AdminOutputs } from '../../lib/trpc';
import { useToastOutcome } from '../../lib/use-action-outcome';
import { m } from '../../i18n/paraglide/messages';

type AdminPost = AdminOutputs['blog']['list'][number];

export function BlogPanel() {
  const posts = trpc.blog.list.useQuery();
  const [deleting, setDeleting] = useState<AdminPost | null>(null);
  const newLink = useRef<HTMLAnchorElement>(null);

  return (
    <section aria-labelledby="blog-heading">
      <PanelHeader id="blog-heading" documentTitle={m['blog.document-title']()} title={m['blog.title']()} description={m['blog.description']()}>
        <Link ref={newLink} to="/blog/new" className={buttonClasses('primary', '', { look: 'admin' })}>
          {m['blog.new-post']()}
        </Link>
      </PanelHeader>
      <ListStates
        query={posts}
        loadingLabel={m['blog.loading']()}
        errorMessage={m['blog.load-failed']()}
        isEmpty={(data) => data.length === 0}
        empty={<EmptyState title={m['blog.empty.title']()}>{m['blog.empty.text']()}</EmptyState>}
      >
        {(data) => <DataTable caption={m['blog.caption']()} columns={COLUMNS} rows={data} rowKey={(post) => post.id} actions={(post) => <PostActions post={post} onDelete={() => setDeleting(post)} />} />}
      </ListStates>
      {deleting ? <DeletePostDialog post={deleting} onClose={() => setDeleting(null)} fallbackFocus={() => newLink.current} /> : null}
    </section>
  );
}

const COLUMNS: Column<AdminPost>[] = [
  {
    header: m['blog.column.post'](),
    rowHeader: true,
    className: 'font-normal',
    cell: (post) => (
      <span className="min-w-0 text-right lg:text-left">
        <span className="block font-semibold text-slate-900">{post.title}</span>
        <span className="block font-mono text-xs text-slate-600">/blog/{post.id}</span>
        <HindiBadge post={post} />
      </span>
    ),
  },
  { header: m['blog.column.category'](), className: 'text-slate-600', cell: (post) => post.category },
  {
    header: m['blog.column.status'](),
    cell: (post) =>
      post.published ? (
        <span className="flex flex-wrap items-center justify-end gap-2 lg:justify-start">
          <Badge tone="green">{m['blog.column.published']()}</Badge>
          {post.publishedAt ? <span className="text-xs text-slate-600">{formatDate(post.publishedAt)}</span> : null}
        </span>
      ) : (
        <Badge tone="slate">{m['blog.column.draft']()}</Badge>
      ),
  },
];

/** Which posts readers who chose Hindi get partly or wholly in English. */
function HindiBadge({ post }: { post: AdminPost }) {
  const hindi = [post.titleHi, post.excerptHi, post.contentHi].filter((text) => text.trim() !== '').length;
  if (hindi === 3) return null;
  return <Badge tone="amber">{hindi === 0 ? m['blog.column.english-only']() : m['blog.column.hindi-incomplete']()}</Badge>;
}

function PostActions({ post, onDelete }: { post: AdminPost; onDelete: () => void }) {
  const setPublished = trpc.blog.setPublished.useMutation(
    useToastOutcome({
      success: (saved: { published: boolean }) => (saved.published ? m['blog.published']() : m['blog.unpublished']()),
      failure: m['blog.update-failed'](),
      changed: (utils) => [utils.blog.list, { invalidate: () => utils.blog.get.invalidate({ id: post.id }) }],
    }),
  );
  const action = post.published ? m['blog.actions.unpublish']() : m['blog.actions.publish']();
  return (
    <span className="flex flex-wrap justify-end gap-2">
      <Link to="/blog/$id" params={{ id: post.id }} className={buttonClasses('secondary', '', { look: 'admin', size: 'sm' })} aria-label={m['blog.actions.edit-label']({ title: post.title })}>
        {m['blog.actions.edit']()}
      </Link>{' '}
      <Button size="sm" variant={post.published ? 'secondary' : 'primary'} busy={setPublished.isPending} onClick={() => setPublished.mutate({ id: post.id, published: !post.published })} aria-label={m['blog.actions.toggle-label']({ action, title: post.title })}>
        {setPublished.isPending ? (post.published ? m['blog.actions.unpublishing']() : m['blog.actions.publishing']()) : action}
      </Button>{' '}
      <Button size="sm" variant="danger" onClick={onDelete} aria-label={m['blog.actions.delete-label']({ title: post.title })}>
        {m['blog.actions.delete']()}
      </Button>
    </span>
  );
}

function DeletePostDialog({ post, onClose, fallbackFocus }: { post: AdminPost; onClose: () => void; fallbackFocus: () => HTMLElement | null }) {
  const remove = trpc.blog.delete.useMutation(useToastOutcome({ success: m['blog.deleted'](), failure: m['blog.delete-failed'](), changed: (utils) => [utils.blog.list], onDone: onClose }));
  return (
    <ConfirmDialog
      title={m['blog.delete.title']({ title: post.title })}
      description={post.published ? m['blog.delete.published']() : m['blog.delete.draft']()}
      confirmLabel={m['blog.delete.confirm']()}
      busyLabel={m['blog.delete.deleting']()}
      busy={remove.isPending}
      onConfirm={() => remove.mutate({ id: post.id })}
      onClose={onClose}
      fallbackFocus={fallbackFocus}
    />
  );
}
