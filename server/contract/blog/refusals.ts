import { BLOG_MESSAGES } from './schemas';

export const BLOG_REFUSALS = {
  'blog.not-found': { status: 'NOT_FOUND', text: BLOG_MESSAGES.notFound },
  'blog.id-taken': { status: 'CONFLICT', text: BLOG_MESSAGES.idTaken },
  'blog.image-not-found': { status: 'BAD_INPUT', text: BLOG_MESSAGES.imageNotFound },
  'blog.content-too-deep': { status: 'BAD_INPUT', text: BLOG_MESSAGES.contentTooDeep },
} as const;
