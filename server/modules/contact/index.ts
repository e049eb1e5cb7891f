export { adminContactRouter, contactRouter } from './router';
