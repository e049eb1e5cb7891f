import { Admin, AdminRecoveryCode } from './admin';
import { AuditEntry } from './audit-entry';
import { BlogPost, CatalogueItem, MediaFile, MediaVariant, SiteSetting } from './content';
import { ContactMessage } from './contact-message';
import { EmailToken } from './email-token';
import { OutboxMail } from './outbox-mail';
import { Page } from './page';
import { RewardCode, RewardProduct } from './reward';
import { AdminSession, Session } from './session';
import { User } from './user';
import { PromoCode, RedeemRequest, WalletAccount, WithdrawalOption } from './wallet';

export { Admin, AdminRecoveryCode, AuditEntry, ContactMessage, EmailToken, OutboxMail, Page, AdminSession, Session, User, PromoCode, RedeemRequest, WalletAccount, WithdrawalOption };
export { BlogPost, CatalogueItem, MediaFile, MediaVariant, SiteSetting };
export { RewardCode, RewardProduct };

export const entities = [User, Session, Admin, AdminRecoveryCode, AdminSession, EmailToken, Page, ContactMessage, OutboxMail, AuditEntry, WalletAccount, PromoCode, WithdrawalOption, RedeemRequest, MediaFile, MediaVariant, CatalogueItem, BlogPost, SiteSetting, RewardProduct, RewardCode];
