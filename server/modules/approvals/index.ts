// The gate a module's action passes (request, thresholds); the queue that decides is server/modules/approval-queue.
export { requestApproval } from './request-approval';
export { approvalState, readThresholds, updateThresholds } from './thresholds';
