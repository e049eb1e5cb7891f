export { statsRouter } from './router';
