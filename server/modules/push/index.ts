export { queuePush, SEND_PUSH_JOB } from './queue-push';
export { pushRouter } from './router';
export { SEND_CLAIM_REMINDERS_JOB, sendClaimReminders } from './send-claim-reminders';
export { sendPush } from './send-push';
export { vapidKeys } from './vapid-keys';
