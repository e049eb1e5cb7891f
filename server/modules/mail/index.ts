export { MailDispatcher, type Transport } from './mail-dispatcher';
export { outboxStatus, queueMail } from './queue-mail';
export { readUnsubscribeToken, UNSUBSCRIBE_PATH, unsubscribeToken } from './unsubscribe-token';
export { adminOutboxRouter } from './router';
export { type EmailLink, lowStockMail, type MailRecipient, passwordResetMail, verificationMail } from './templates';
