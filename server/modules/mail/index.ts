export { MailDispatcher, type Transport } from './mail-dispatcher';
export { outboxStatus, queueMail } from './queue-mail';
export { readUnsubscribeToken, UNSUBSCRIBE_PATH, unsubscribeToken } from './unsubscribe-token';
export { adminOutboxRouter } from './router';
export {
  adminInvitationMail,
  appealAnsweredMail,
  contactReceivedMail,
  contactReplyMail,
  type EmailLink,
  emailChangeConfirmMail,
  emailChangeNoticeMail,
  lowStockMail,
  providerBalanceLowMail,
  providerOrderAlertMail,
  type MailRecipient,
  passwordChangedMail,
  passwordResetMail,
  verificationMail,
} from './templates';
