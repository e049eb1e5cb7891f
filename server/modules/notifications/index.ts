export { notify, type Notified, type Notify } from './notify';
export { pushToldOutcome } from './push-notification';
export { notificationsRouter } from './router';
export { readUnsubscribe, unsubscribe, type UnsubscribeTarget } from './unsubscribe';
