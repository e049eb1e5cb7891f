import { accountRouter } from '../modules/account';
import { adminAccountsRouter, adminAuthRouter, myAdminAccountRouter } from '../modules/admin-auth';
import { adminDashboardRouter } from '../modules/admin-dashboard';
import { adminAppealsRouter, appealsRouter } from '../modules/appeals';
import { adminApprovalsRouter } from '../modules/approval-queue';
import { adminAuditRouter } from '../modules/audit';
import { adminCapabilitiesRouter } from '../modules/capabilities';
import { authRouter } from '../modules/auth';
import { adminBlogRouter, blogRouter } from '../modules/blog';
import { adminProviderCatalogueRouter } from '../modules/fulfilment';
import { adminCatalogueRouter, catalogueRouter } from '../modules/catalogue';
import { adminContactRouter, contactRouter } from '../modules/contact';
import { adminPagesRouter, pagesRouter } from '../modules/content';
import { adminOutboxRouter } from '../modules/mail';
import { adminOfferwallsRouter, offerwallsRouter } from '../modules/offerwalls';
import { adminGamesRouter, fairnessRouter, gamesRouter } from '../modules/games';
import { adminPromoRouter, promoRouter } from '../modules/promo';
import { pushRouter } from '../modules/push';
import { adminRedeemRouter, redeemRouter } from '../modules/redeem';
import { notificationsRouter } from '../modules/notifications';
import { adminReferralsRouter, referralsRouter } from '../modules/referrals';
import { adminRewardOrdersRouter, adminRewardsRouter, rewardsRouter } from '../modules/rewards';
import { adminSettingsRouter, settingsRouter } from '../modules/settings';
import { siteRouter } from '../modules/site';
import { statsRouter } from '../modules/stats';
import { adminTasksRouter, tasksRouter } from '../modules/tasks';
import { adminChangesRouter, changesRouter } from '../modules/changes';
import { adminVipRouter, vipRouter } from '../modules/vip';
import { adminWalletRouter, walletRouter } from '../modules/wallet';
import { adminUsersRouter } from '../modules/users';
import { router } from './init';

/** Mounted on the public origin only. */
export const publicRouter = router({
  auth: authRouter,
  contact: contactRouter,
  pages: pagesRouter,
  site: siteRouter,
  wallet: walletRouter,
  promo: promoRouter,
  redeem: redeemRouter,
  catalogue: catalogueRouter,
  blog: blogRouter,
  settings: settingsRouter,
  games: gamesRouter,
  fairness: fairnessRouter,
  account: accountRouter,
  rewards: rewardsRouter,
  stats: statsRouter,
  referrals: referralsRouter,
  push: pushRouter,
  notifications: notificationsRouter,
  tasks: tasksRouter,
  changes: changesRouter,
  vip: vipRouter,
  offerwalls: offerwallsRouter,
  appeals: appealsRouter,
});
export type PublicRouter = typeof publicRouter;

/** Mounted on the admin origin only: the public listener has no route to any of these procedures. */
export const adminRouter = router({
  adminAuth: adminAuthRouter,
  adminDashboard: adminDashboardRouter,
  adminAccounts: adminAccountsRouter,
  myAccount: myAdminAccountRouter,
  users: adminUsersRouter,
  pages: adminPagesRouter,
  contacts: adminContactRouter,
  outbox: adminOutboxRouter,
  audit: adminAuditRouter,
  promoCodes: adminPromoRouter,
  redeemRequests: adminRedeemRouter,
  wallet: adminWalletRouter,
  catalogue: adminCatalogueRouter,
  blog: adminBlogRouter,
  settings: adminSettingsRouter,
  games: adminGamesRouter,
  capabilities: adminCapabilitiesRouter,
  rewards: adminRewardsRouter,
  rewardOrders: adminRewardOrdersRouter,
  referrals: adminReferralsRouter,
  tasks: adminTasksRouter,
  changes: adminChangesRouter,
  vip: adminVipRouter,
  offerwalls: adminOfferwallsRouter,
  appeals: adminAppealsRouter,
  approvals: adminApprovalsRouter,
  providerCatalogue: adminProviderCatalogueRouter,
});
export type AdminRouter = typeof adminRouter;
