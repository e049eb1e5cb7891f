import { Migration0001Foundation } from './0001-foundation';

/**
 * Listed statically: the migrator's dynamic import() of .ts files bypasses tsx/Vite loaders
 * (see docs/decisions/001-stack-and-shape.md). Append new migrations; never edit a shipped one.
 */
export const migrationsList = [{ name: 'Migration0001Foundation', class: Migration0001Foundation }];
