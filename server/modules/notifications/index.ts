export { notify, type Notified, type Notify } from './notify';
export { notificationsRouter } from './router';
export { readUnsubscribe, unsubscribe, type UnsubscribeTarget } from './unsubscribe';
