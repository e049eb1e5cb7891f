export { accountRouter } from './router';
