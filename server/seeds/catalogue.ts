import { DEFAULT_LOCK_REASON, DEFAULT_LOCK_REASON_HI } from '#contract/catalogue/schemas';
import type { CatalogueStatus } from '#contract/enums';

export interface CatalogueSeed {
  title: string;
  status: CatalogueStatus;
  date: string;
  downloadLink: string;
  downloadLink2: string | null;
  videoLink: string;
  referCode: string | null;
  isWebsite: boolean;
  isLocked: boolean;
  lockReason: string | null;
  /** App names are brands and stay in Latin letters in Hindi too (docs/hindi-style.md): no Hindi title. */
  lockReasonHi: string;
}

/**
 * Demo entries, May–September 2025: invented app names, every link on example.com.
 * [title, date, status, flags] — flags: w = website, d = dual app, l = locked, r = has a refer code.
 */
const ROWS: Array<[string, string, CatalogueStatus, string]> = [
  ['CoinNest Rewards', '2025-05-03', 'closed', 'r'],
  ['RedeemRush', '2025-05-06', 'closed', ''],
  ['PlayPocket', '2025-05-09', 'closed', 'd'],
  ['GiftGully', '2025-05-13', 'live', 'wr'],
  ['TapTreasure', '2025-05-17', 'closed', ''],
  ['QuizKaro', '2025-05-21', 'live', 'r'],
  ['ReelRupee', '2025-05-25', 'closed', ''],
  ['CashCricket Quiz', '2025-05-29', 'live', ''],
  ['PixelPaisa', '2025-06-02', 'closed', 'r'],
  ['LootLane', '2025-06-05', 'live', 'w'],
  ['SpinSutra', '2025-06-08', 'closed', ''],
  ['GameGuru Rewards', '2025-06-11', 'live', 'dr'],
  ['DiamondDost', '2025-06-14', 'live', ''],
  ['RewardRaja', '2025-06-18', 'closed', 'r'],
  ['PaisaPlay', '2025-06-21', 'live', ''],
  ['BonusBazaar', '2025-06-25', 'pending', 'w'],
  ['CodeKhazana', '2025-06-28', 'live', 'r'],
  ['StreakStar', '2025-07-01', 'live', ''],
  ['TaskTiger', '2025-07-04', 'closed', 'r'],
  ['PollPaisa', '2025-07-07', 'live', 'w'],
  ['ClipCoins', '2025-07-10', 'live', 'd'],
  ['MintMela', '2025-07-13', 'closed', ''],
  ['LevelUp Loot', '2025-07-16', 'live', 'r'],
  ['ScratchSaathi', '2025-07-19', 'pending', ''],
  ['VoucherVan', '2025-07-22', 'live', 'wr'],
  ['PointsPalace', '2025-07-26', 'live', ''],
  ['GemGali', '2025-07-30', 'closed', 'r'],
  ['KhelKart', '2025-08-02', 'live', 'r'],
  ['TriviaTara', '2025-08-05', 'live', ''],
  ['RupeeRocket', '2025-08-09', 'closed', 'd'],
  ['WatchWallet', '2025-08-12', 'live', 'r'],
  ['SurveySetu', '2025-08-15', 'live', 'w'],
  ['FunFuel', '2025-08-19', 'pending', ''],
  ['AdAlley', '2025-08-22', 'live', 'l'],
  ['PlayPatang', '2025-08-26', 'live', 'r'],
  ['ChaiChips', '2025-08-29', 'closed', ''],
  ['DailyDhamaka', '2025-09-01', 'live', 'r'],
  ['CoinChakra', '2025-09-03', 'live', 'dr'],
  ['RedeemRaahi', '2025-09-06', 'live', ''],
  ['GiftGanga', '2025-09-09', 'pending', 'w'],
  ['BoltBucks', '2025-09-12', 'live', 'l'],
  ['QuestQila', '2025-09-15', 'live', 'r'],
  ['TokenTadka', '2025-09-18', 'pending', 'l'],
  ['LudoLabh', '2025-09-22', 'live', ''],
  ['CricketCoins', '2025-09-26', 'live', 'lr'],
];

function slug(title: string): string {
  return title.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');
}

export const CATALOGUE_SEED: CatalogueSeed[] = ROWS.map(([title, date, status, flags]) => {
  const name = slug(title);
  const isWebsite = flags.includes('w');
  return {
    title,
    status,
    date,
    downloadLink: isWebsite ? `https://example.com/sites/${name}` : `https://example.com/apps/${name}.apk`,
    downloadLink2: flags.includes('d') ? `https://example.com/apps/${name}-lite.apk` : null,
    videoLink: `https://example.com/videos/${name}`,
    referCode: flags.includes('r') ? `${name.replace(/-/g, '').slice(0, 6).toUpperCase()}${date.slice(8, 10)}` : null,
    isWebsite,
    isLocked: flags.includes('l'),
    lockReason: flags.includes('l') ? DEFAULT_LOCK_REASON : null,
    lockReasonHi: flags.includes('l') ? DEFAULT_LOCK_REASON_HI : '',
  };
});
