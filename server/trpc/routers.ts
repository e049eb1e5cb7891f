import { accountRouter } from '../modules/account/router';
import { adminAuthRouter } from '../modules/admin-auth/router';
import { adminAuditRouter } from '../modules/audit/router';
import { adminCapabilitiesRouter } from '../modules/capabilities/router';
import { authRouter } from '../modules/auth/router';
import { adminBlogRouter, blogRouter } from '../modules/blog/router';
import { adminCatalogueRouter, catalogueRouter } from '../modules/catalogue/router';
import { adminContactRouter, contactRouter } from '../modules/contact/router';
import { adminPagesRouter, pagesRouter } from '../modules/content/router';
import { adminOutboxRouter } from '../modules/mail/router';
import { adminOfferwallsRouter, offerwallsRouter } from '../modules/offerwalls/router';
import { adminGamesRouter, fairnessRouter, gamesRouter } from '../modules/games/router';
import { adminPromoRouter, promoRouter } from '../modules/promo/router';
import { adminRedeemRouter, redeemRouter } from '../modules/redeem/router';
import { adminReferralsRouter, referralsRouter } from '../modules/referrals/router';
import { adminRewardOrdersRouter, adminRewardsRouter, rewardsRouter } from '../modules/rewards/router';
import { adminSettingsRouter, settingsRouter } from '../modules/settings/router';
import { siteRouter } from '../modules/site/router';
import { statsRouter } from '../modules/stats/router';
import { adminTasksRouter, tasksRouter } from '../modules/tasks/router';
import { adminVipRouter, vipRouter } from '../modules/vip/router';
import { adminWalletRouter, walletRouter } from '../modules/wallet/router';
import { adminUsersRouter } from '../modules/users/router';
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
  tasks: tasksRouter,
  vip: vipRouter,
  offerwalls: offerwallsRouter,
});
export type PublicRouter = typeof publicRouter;

/** Mounted on the admin origin only: the public listener has no route to any of these procedures. */
export const adminRouter = router({
  adminAuth: adminAuthRouter,
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
  vip: adminVipRouter,
  offerwalls: adminOfferwallsRouter,
});
export type AdminRouter = typeof adminRouter;
