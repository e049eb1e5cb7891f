/** npm run ledger:check — verifies the ledger's invariants; exits 1 and lists every difference when one fails. */
import { loadConfig } from '../config';
import { systemClock } from '../clock';
import { checkLedger } from '../modules/wallet';
import { withDatabase } from './with-database';

const config = loadConfig();
let failed = false;
await withDatabase(config, async (orm) => {
  const report = await checkLedger({ em: orm.em.fork(), clock: systemClock, config });
  console.log(`Accounts checked: ${report.accountsChecked}; transfers checked: ${report.transfersChecked}; system sum: ${report.systemSumPaise} paise`);
  for (const account of report.mismatchedAccounts) console.log(`  MISMATCH ${account.label}: cached ${account.cachedPaise} paise, entries ${account.entriesPaise} paise`);
  for (const transfer of report.unbalancedTransfers) console.log(`  UNBALANCED transfer ${transfer.transferId}: entries sum to ${transfer.sumPaise} paise`);
  if (report.holdsMismatch) console.log(`  HOLDS ${report.holdsMismatch.heldPaise} paise held vs ${report.holdsMismatch.pendingRequestsPaise} paise in pending requests`);
  console.log(report.ok ? 'Ledger OK' : 'Ledger check FAILED');
  failed = !report.ok;
});
process.exit(failed ? 1 : 0);
