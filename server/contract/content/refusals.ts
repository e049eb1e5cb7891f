export const CONTENT_REFUSALS = {
  'content.page-not-found': { status: 'NOT_FOUND', text: 'Page not found' },
} as const;
