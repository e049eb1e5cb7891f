export { MailDispatcher, type Transport } from './mail-dispatcher';
export { outboxStatus, queueMail } from './queue-mail';
export { adminOutboxRouter } from './router';
export { appealAnsweredMail, type EmailLink, lowStockMail, type MailRecipient, passwordResetMail, redeemCompletedMail, redeemRejectedMail, rewardFulfilledMail, verificationMail } from './templates';
