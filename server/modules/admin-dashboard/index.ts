export { adminDashboardRouter } from './router';
export { CODES_IN_STOCK, readQueueFigures, STOCKED_PRODUCTS, WAITING_QUEUES } from './queue-figures';
