export { adminAppealsRouter, appealsRouter } from './router';
