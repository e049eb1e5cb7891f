import { Migration0001Foundation } from './0001-foundation';
import { Migration0002MoneyCore } from './0002-money-core';
import { Migration0003Games } from './0003-games';
import { Migration0004Content } from './0004-content';
import { Migration0005LedgerNoTruncate } from './0005-ledger-no-truncate';
import { Migration0006MoneyFunctions } from './0006-money-functions';
import { Migration0007TimeOrderedLedgerIds } from './0007-time-ordered-ledger-ids';

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
];
