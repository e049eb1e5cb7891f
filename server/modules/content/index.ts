export { adminPagesRouter, pagesRouter } from './router';
