export { recordAudit } from './record-audit';
export { adminAuditRouter } from './router';
