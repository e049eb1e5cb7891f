export { adminUsersRouter } from './router';
