export { findPublishedPost } from './get-post';
export { renderMarkdown, renderStoredMarkdown } from './render-markdown';
export { adminBlogRouter, blogRouter } from './router';
