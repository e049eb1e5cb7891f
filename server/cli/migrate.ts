/** npm run db:migrate: applies pending migrations to DATABASE_URL (or the embedded database). */
import { loadConfig } from '../config';
import { withDatabase } from './with-database';

await withDatabase(loadConfig(), async () => {
  console.log('Migrations are up to date.');
});
