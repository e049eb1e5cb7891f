export { adminDashboardRouter } from './router';
