import { Fragment } from 'react';
import { AdSlot } from './ad-slot';
import { PostCard, type PostSummary } from './post-card';

/** The posts as cards, with an in-feed ad slot after every second card (never after the last one). */
export function PostGrid({ posts, adClientId }: { posts: readonly PostSummary[]; adClientId: string | null }) {
  return (
    <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
      {posts.map((post, index) => (
        <Fragment key={post.id}>
          <li>
            <PostCard post={post} isFirst={index === 0} />
          </li>
          {adClientId && index % 2 === 1 && index < posts.length - 1 ? (
            <li>
              <AdSlot type="infeed" clientId={adClientId} />
            </li>
          ) : null}
        </Fragment>
      ))}
    </ul>
  );
}
