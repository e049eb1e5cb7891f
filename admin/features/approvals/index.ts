export { ApprovalsPanel } from './approvals-panel';
export { ApprovalThresholdsSection } from './thresholds-form';
export { TwoAdminOffWarning } from './two-admin-off-warning';
