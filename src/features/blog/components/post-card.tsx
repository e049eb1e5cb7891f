import { Link } from '@tanstack/react-router';
import { ResponsiveImage } from '#kit/ui/responsive-image';
import type { RouterOutputs } from '../../../lib/trpc';
import { categoryByName } from '../categories';
import { BlogIcon } from './blog-icon';
import { PostByline } from './post-byline';

export type PostSummary = RouterOutputs['blog']['list'][number];

/** A card's drawn width: one column on a phone, two from `sm`, three from `lg` in the 72rem page (gaps and padding taken off). */
const CARD_IMAGE_SIZES = '(min-width: 72rem) 22rem, (min-width: 64rem) calc((100vw - 5rem) / 3), (min-width: 40rem) calc((100vw - 3.5rem) / 2), calc(100vw - 2rem)';

/** The first card's image is the page's largest paint on a phone: fetched at once, never lazily. */
export function PostCard({ post, isFirst }: { post: PostSummary; isFirst: boolean }) {
  const category = categoryByName(post.category);
  return (
    <article className="group relative flex h-full flex-col overflow-hidden rounded-2xl bg-white/5 ring-1 ring-white/10 transition hover:ring-emerald-400/40">
      <div className="aspect-[1200/630] w-full bg-indigo-900/60">
        {post.heroImage ? <ResponsiveImage image={post.heroImage} alt="" sizes={CARD_IMAGE_SIZES} priority={isFirst} className="size-full object-cover" /> : null}
      </div>
      <div className="flex flex-1 flex-col p-5">
        <p className="flex items-center gap-2 text-sm font-medium text-emerald-300">
          <BlogIcon name={post.icon} className="size-4" />
          {category?.label() ?? post.category}
        </p>
        {/* Each text says its language: English where the post has no Hindi version of it (decision 037). */}
        <h3 lang={post.lang.title} className="mt-2 text-lg font-semibold leading-snug text-white">
          {/* The link covers the whole card; the title stays its accessible name. */}
          <Link to="/blog/$id" params={{ id: post.id }} className="rounded after:absolute after:inset-0 after:content-[''] group-hover:text-emerald-200">
            {post.title}
          </Link>
        </h3>
        <p lang={post.lang.excerpt} className="mt-2 flex-1 text-sm text-indigo-200">
          {post.excerpt}
        </p>
        <PostByline post={post} className="mt-4 text-xs text-indigo-300" />
      </div>
    </article>
  );
}
