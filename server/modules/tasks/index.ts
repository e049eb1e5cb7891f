export { getProofImage } from './get-proof-image';
export { adminTasksRouter, tasksRouter } from './router';
export { saveTask } from './save-task';
