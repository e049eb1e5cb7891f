import { useId, type ReactNode } from 'react';
import { messageFor } from '#kit/lib/errors';
import { trpc } from '../lib/trpc';
import { m } from '../i18n/paraglide/messages';

export type MarkdownTab = 'write' | 'preview';

/**
 * Markdown with Write and Preview tabs, previewed by the server's sanitiser (the public pages' one).
 * The caller keeps the tab, so a refused field can bring Write back.
 */
export function MarkdownField({
  tabsLabel,
  tab,
  onTab,
  write,
  content,
  meta,
}: {
  tabsLabel: string;
  tab: MarkdownTab;
  onTab: (tab: MarkdownTab) => void;
  write: ReactNode;
  /** The text as typed now, read when Preview is chosen. */
  content: () => string;
  /** A line above the preview (the blog's reading time). */
  meta?: (preview: { readTimeMinutes: number }) => ReactNode;
}) {
  const id = useId();
  const preview = trpc.blog.preview.useMutation();
  const choose = (name: MarkdownTab) => {
    onTab(name);
    if (name === 'preview') preview.mutate({ content: content() });
  };
  return (
    <div>
      <div role="tablist" aria-label={tabsLabel} className="mb-2 flex gap-1">
        {(['write', 'preview'] as const).map((name) => (
          <button
            key={name}
            type="button"
            role="tab"
            id={`${id}-${name}`}
            aria-selected={tab === name}
            aria-controls={`${id}-${name}-panel`}
            onClick={() => choose(name)}
            className={`rounded-md px-3 py-1.5 text-sm font-medium ${tab === name ? 'bg-indigo-600 text-white' : 'text-slate-600 hover:bg-slate-100'}`}
          >
            {name === 'write' ? m['blog.editor.write']() : m['blog.editor.preview']()}
          </button>
        ))}
      </div>
      {tab === 'write' ? (
        <div role="tabpanel" id={`${id}-write-panel`} aria-labelledby={`${id}-write`}>
          {write}
        </div>
      ) : (
        <div role="tabpanel" id={`${id}-preview-panel`} aria-labelledby={`${id}-preview`} aria-busy={preview.isPending || undefined} className="min-h-64 rounded-md border border-slate-200 p-4">
          {preview.isPending ? (
            <p className="text-sm text-slate-600">{m['blog.editor.rendering']()}</p>
          ) : preview.isError ? (
            <p role="alert" className="text-sm text-red-600">
              {messageFor(preview.error, m['blog.preview-failed']())}
            </p>
          ) : preview.data ? (
            <>
              {meta ? <p className="mb-3 text-xs text-slate-600">{meta(preview.data)}</p> : null}
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
  );
}
