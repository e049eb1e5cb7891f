import { ConfigError, loadConfig } from './config';
import { startServer } from './app';

async function main(): Promise<void> {
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }

  const server = await startServer({ config });
  const lines = [
    '',
    `  Public site:  ${config.publicUrl}`,
    `  Admin site:   ${config.adminUrl}`,
    `  Database:     ${server.boot.embedded ? `embedded PostgreSQL (data in ${config.dataDir}/pg)` : 'DATABASE_URL'}`,
  ];
  if (!config.isProduction) lines.push(`  Demo user:    demo@example.com / demo-password`);
  const admin = server.boot.adminBootstrap;
  if (admin.status === 'generated') {
    lines.push(`  Admin:        ${admin.email} / ${admin.password}   (generated now and shown only once;`, `                reset it with \`npm run admin:create -- --email ${admin.email}\`)`);
  } else if (admin.status === 'created') {
    lines.push(`  Admin:        ${admin.email} (from ADMIN_EMAIL / ADMIN_PASSWORD)`);
  } else if (admin.status === 'exists') {
    lines.push(`  Admin:        sign in with your admin account (add or reset one: npm run admin:create -- --email you@example.com)`);
  } else {
    lines.push(`  Admin:        none yet: set ADMIN_EMAIL and ADMIN_PASSWORD, or run npm run admin:create -- --email you@example.com`);
  }
  if (!config.smtpUrl) lines.push(`  E-mail:       no SMTP_URL, so mails are kept in the outbox: admin site → Mail tab`);
  console.log(lines.join('\n') + '\n');

  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    console.log(`${signal} received: finishing in-flight requests and stopping the database…`);
    server.close().then(
      () => process.exit(0),
      (error) => {
        console.error(error);
        process.exit(1);
      },
    );
  };
  process.on('SIGTERM', () => stop('SIGTERM'));
  process.on('SIGINT', () => stop('SIGINT'));
}

main().catch((error) => {
  console.error('Failed to start:', error instanceof Error ? error.message : error);
  process.exit(1);
});
