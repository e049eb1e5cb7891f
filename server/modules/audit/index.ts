export { listAudit } from './list-audit';
export { recordAudit } from './record-audit';
export { adminAuditRouter } from './router';
