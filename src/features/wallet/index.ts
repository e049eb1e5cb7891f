// What other features may use from wallet; the rest is wallet's own (lint enforces it).
export { MONEY_PAGE_SIZE, useRedeemHistory, useRefreshMoney, useWalletSummary } from './api/money-queries';
export { WalletTiles } from './components/wallet-tiles';
