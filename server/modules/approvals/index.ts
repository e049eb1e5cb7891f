export { adminApprovalsRouter } from './router';
export { requestApproval } from './request-approval';
export { readThresholds } from './thresholds';
