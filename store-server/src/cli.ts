import { resolve } from 'node:path';
import { describeDatabase } from './db/connect.js';
import { prepareDatabase } from './services/startup.js';
import { listenFromEnv, optionsFromEnv, repoRoot, shopOwnerEmail } from './options.js';
import { buildServer } from './server.js';
import { buildDesk, buildShop, deskBuildIsStale, shopBuildIsStale } from './shop-build.js';
import { DEMO_CUSTOMER, demoCustomerWanted } from './seed/demo-customer.js';
import { isLoopbackOrigin } from './domain/network/loopback.js';
import { klarnaDescription, startWarnings } from './start-warnings.js';
import { countDeskAccounts } from './services/desk/desk-users.js';

// `npm start`: build the shop and the desk if needed, migrate and seed, listen, and say where everything is.

async function main(): Promise<void> {
  const { port, host, logRequests } = listenFromEnv(process.env);
  const options = optionsFromEnv(process.env, { logger: logRequests });

  if (
    resolve(options.shopDistDir) === resolve(repoRoot, 'shop/dist') &&
    shopBuildIsStale(repoRoot, options.shopDistDir)
  ) {
    console.log('Building the shop (npm run build -w shop)…');
    buildShop(repoRoot);
  }
  const deskDistDir = options.deskDistDir ?? resolve(repoRoot, 'desk/dist');
  if (resolve(deskDistDir) === resolve(repoRoot, 'desk/dist') && deskBuildIsStale(repoRoot, deskDistDir)) {
    console.log('Building the enquiry desk (npm run build -w desk)…');
    buildDesk(repoRoot);
  }

  const app = buildServer(options);
  const seeded = await prepareDatabase(app.db, {
    accessKey: options.accessKey,
    publicUrl: options.publicUrl,
  });
  await app.listen({ port, host });

  const origin = options.publicUrl.replace(/\/+$/, '');
  // The outbox page answers only on this machine: on a public origin, name the loopback address to open.
  const outboxUrl = isLoopbackOrigin(origin)
    ? `${origin}/outbox`
    : `http://127.0.0.1:${port}/outbox (on this machine only)`;
  const warnings = startWarnings(options, app.klarna);
  const deskAccounts = await countDeskAccounts(app);
  // The desk (issue 20): without an account nobody can log in; say how to create the first one.
  const desk =
    deskAccounts > 0
      ? `${origin}/admin (${deskAccounts} account${deskAccounts === 1 ? '' : 's'}; npm run owner -w store-server -- list)`
      : `${origin}/admin — no account yet: npm run owner -w store-server -- add EMAIL (asks for the password)`;
  for (const warning of warnings) app.log.warn(warning);
  console.log(`Plastics shop is running.
  Shop (English): ${origin}/shop
  Shop (German):  ${origin}/de/shop
  Store API:      ${origin}/store-api
  Access key:     ${options.accessKey}
  Database:       ${describeDatabase(options.database)} (${seeded.applied ? `demo seed applied, ${seeded.rowsWritten} rows written` : 'demo data as seeded, nothing written'})
  Mail:           ${options.smtpUrl ? 'SMTP (SMTP_URL)' : `outbox ${outboxUrl}`}
  Enquiries to:   ${shopOwnerEmail(options)} (SHOP_OWNER_EMAIL)
  Klarna:         ${klarnaDescription(app.klarna, origin)}
  Owner desk:     ${desk}
  Demo customer:  ${demoCustomerWanted(options.publicUrl) ? `${DEMO_CUSTOMER.email} / ${DEMO_CUSTOMER.password}` : 'none (only on a loopback PUBLIC_URL)'}${warnings.map((warning) => `\nWARNING: ${warning}`).join('')}
Press Ctrl+C to stop.`);

  // The first signal stops accepting connections, lets the requests in flight finish (their transactions
  // commit, their mails are handed over) and closes the database; a second one exits at once.
  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) {
      console.log(`${signal} received again, exiting without waiting for the requests in flight.`);
      process.exit(1);
    }
    stopping = true;
    console.log(`${signal} received, finishing the requests in flight… (${signal} again to exit at once)`);
    app.close().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error(error);
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', () => stop('SIGINT'));
  process.on('SIGTERM', () => stop('SIGTERM'));
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
