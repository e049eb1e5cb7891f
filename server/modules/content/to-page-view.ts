import type { Page } from '../../../db/entities';
import type { PageSlug } from '../../../db/entities/enums';

export function toPageView({ slug, title, content, updatedAt }: Page) {
  return { slug: slug as PageSlug, title, content, updatedAt };
}
