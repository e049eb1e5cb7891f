export { MailDispatcher, type Transport } from './mail-dispatcher';
export { outboxStatus, queueMail } from './queue-mail';
export { adminOutboxRouter } from './router';
export {
  appealAnsweredMail,
  contactReceivedMail,
  contactReplyMail,
  type EmailLink,
  emailChangeConfirmMail,
  emailChangeNoticeMail,
  lowStockMail,
  type MailRecipient,
  passwordChangedMail,
  passwordResetMail,
  redeemCompletedMail,
  redeemRejectedMail,
  rewardFulfilledMail,
  verificationMail,
} from './templates';
