import { formatCount, formatLongDate } from '#kit/lib/format';
import { m } from '#i18n/paraglide/messages';

/** When a post was published and how long it takes to read. */
export function PostByline({ post, className }: { post: { publishedAt: Date; readTimeMinutes: number }; className: string }) {
  return (
    <p className={className}>
      <time dateTime={post.publishedAt.toISOString()}>{formatLongDate(post.publishedAt)}</time> · {m['content.blog.read-time']({ minutes: formatCount(post.readTimeMinutes) })}
    </p>
  );
}
