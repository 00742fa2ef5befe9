import { connectDatabase } from '../db/connect.js';
import { migrateToLatest } from '../db/migrate.js';
import { optionsFromEnv } from '../options.js';
import { runMailCommand } from './mail-commands.js';

// `npm run mail -w store-server -- status | retry [id]`: the mail outbox of the environment's database
// (DATABASE_URL, else DATA_DIR/shop.sqlite), safe next to running servers. See mail-commands.ts.

async function main(): Promise<void> {
  const options = optionsFromEnv(process.env);
  const db = connectDatabase(options.database);
  try {
    await migrateToLatest(db);
    const result = await runMailCommand(db, process.argv.slice(2), new Date());
    for (const line of result.lines) console.log(line);
    process.exitCode = result.exitCode;
  } finally {
    await db.destroy();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
