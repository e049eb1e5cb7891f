export { adminApprovalsRouter } from './router';
