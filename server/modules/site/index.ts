export { siteRouter } from './router';
