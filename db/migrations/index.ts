import { Migration0001Foundation } from './0001-foundation';
import { Migration0002MoneyCore } from './0002-money-core';
import { Migration0003Games } from './0003-games';
import { Migration0004Content } from './0004-content';
import { Migration0005LedgerNoTruncate } from './0005-ledger-no-truncate';
import { Migration0006MoneyFunctions } from './0006-money-functions';
import { Migration0007TimeOrderedLedgerIds } from './0007-time-ordered-ledger-ids';
import { Migration0010SessionChangeNotifications } from './0010-session-change-notifications';
import { Migration0011JobQueueHooks } from './0011-job-queue-hooks';
import { Migration0009AccountDeletion } from './0009-account-deletion';
import { Migration0008AdminTwoFactor } from './0008-admin-two-factor';
import { Migration0012SqlFunctionFiles } from './0012-sql-function-files';
import { Migration0013UserLocale } from './0013-user-locale';
import { Migration0014SessionFollowsLocale } from './0014-session-follows-locale';
import { Migration0015ImageVariants } from './0015-image-variants';
import { Migration0016RewardStore } from './0016-reward-store';
import { Migration0017RewardOrders } from './0017-reward-orders';
import { Migration0018TickerOptOut } from './0018-ticker-opt-out';
import { Migration0019LowStockAlerts } from './0019-low-stock-alerts';
import { Migration0020PageHindiText } from './0020-page-hindi-text';
import { Migration0021RewardOrderFunction } from './0021-reward-order-function';
import { Migration0022Referrals } from './0022-referrals';
import { Migration0023UserDebts } from './0023-user-debts';
import { Migration0024Tasks } from './0024-tasks';
import { Migration0025Offerwalls } from './0025-offerwalls';
import { Migration0026SettingChangeNotifications } from './0026-setting-change-notifications';
import { Migration0027Vip } from './0027-vip';
import { Migration0028RewardOrderMailInFunction } from './0028-reward-order-mail-in-function';
import { Migration0029PublicReadChangeNotifications } from './0029-public-read-change-notifications';
import { Migration0030RewardClaimIndex } from './0030-reward-claim-index';
import { Migration0031AccountChangeNotifications } from './0031-account-change-notifications';
import { Migration0032OfferwallTransactionOrder } from './0032-offerwall-transaction-order';
import { Migration0033VipMembershipIntervals } from './0033-vip-membership-intervals';
import { Migration0034WithdrawalCodesAndAdjustmentKeys } from './0034-withdrawal-codes-and-adjustment-keys';
import { Migration0035GameSettingsVersions } from './0035-game-settings-versions';

/**
 * Listed statically: the migrator's dynamic import() of .ts files bypasses tsx/Vite loaders
 * (stack notes: "Migrations under Vitest"). Append new migrations; never edit a shipped one.
 */
export const migrationsList = [
  { name: 'Migration0001Foundation', class: Migration0001Foundation },
  { name: 'Migration0002MoneyCore', class: Migration0002MoneyCore },
  { name: 'Migration0003Games', class: Migration0003Games },
  { name: 'Migration0004Content', class: Migration0004Content },
  { name: 'Migration0005LedgerNoTruncate', class: Migration0005LedgerNoTruncate },
  { name: 'Migration0006MoneyFunctions', class: Migration0006MoneyFunctions },
  { name: 'Migration0007TimeOrderedLedgerIds', class: Migration0007TimeOrderedLedgerIds },
  { name: 'Migration0010SessionChangeNotifications', class: Migration0010SessionChangeNotifications },
  { name: 'Migration0011JobQueueHooks', class: Migration0011JobQueueHooks },
  { name: 'Migration0009AccountDeletion', class: Migration0009AccountDeletion },
  { name: 'Migration0008AdminTwoFactor', class: Migration0008AdminTwoFactor },
  { name: 'Migration0012SqlFunctionFiles', class: Migration0012SqlFunctionFiles },
  { name: 'Migration0013UserLocale', class: Migration0013UserLocale },
  { name: 'Migration0014SessionFollowsLocale', class: Migration0014SessionFollowsLocale },
  { name: 'Migration0015ImageVariants', class: Migration0015ImageVariants },
  { name: 'Migration0016RewardStore', class: Migration0016RewardStore },
  { name: 'Migration0017RewardOrders', class: Migration0017RewardOrders },
  { name: 'Migration0018TickerOptOut', class: Migration0018TickerOptOut },
  { name: 'Migration0019LowStockAlerts', class: Migration0019LowStockAlerts },
  { name: 'Migration0020PageHindiText', class: Migration0020PageHindiText },
  { name: 'Migration0021RewardOrderFunction', class: Migration0021RewardOrderFunction },
  { name: 'Migration0022Referrals', class: Migration0022Referrals },
  { name: 'Migration0023UserDebts', class: Migration0023UserDebts },
  { name: 'Migration0024Tasks', class: Migration0024Tasks },
  { name: 'Migration0025Offerwalls', class: Migration0025Offerwalls },
  { name: 'Migration0026SettingChangeNotifications', class: Migration0026SettingChangeNotifications },
  { name: 'Migration0027Vip', class: Migration0027Vip },
  { name: 'Migration0028RewardOrderMailInFunction', class: Migration0028RewardOrderMailInFunction },
  { name: 'Migration0029PublicReadChangeNotifications', class: Migration0029PublicReadChangeNotifications },
  { name: 'Migration0030RewardClaimIndex', class: Migration0030RewardClaimIndex },
  { name: 'Migration0031AccountChangeNotifications', class: Migration0031AccountChangeNotifications },
  { name: 'Migration0032OfferwallTransactionOrder', class: Migration0032OfferwallTransactionOrder },
  { name: 'Migration0033VipMembershipIntervals', class: Migration0033VipMembershipIntervals },
  { name: 'Migration0034WithdrawalCodesAndAdjustmentKeys', class: Migration0034WithdrawalCodesAndAdjustmentKeys },
  { name: 'Migration0035GameSettingsVersions', class: Migration0035GameSettingsVersions },
];
