export { applyDueChanges } from './apply-due-changes';
export { adminChangesRouter, changesRouter } from './router';
