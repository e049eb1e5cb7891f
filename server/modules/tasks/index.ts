export { getProofImage } from './get-proof-image';
export { adminTasksRouter, tasksRouter } from './router';
export { setTaskReward } from './set-task-reward';
export { saveTask } from './save-task';
