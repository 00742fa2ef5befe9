import { createInterface } from 'node:readline';
import { Writable } from 'node:stream';
import { connectDatabase } from './db/connect.js';
import { migrateToLatest } from './db/migrate.js';
import { createPasswordHasher } from './domain/account/password.js';
import { optionsFromEnv, ownerPasswordFromEnv } from './options.js';
import { runOwnerCommand } from './owner-commands.js';

// `npm run owner -w store-server -- …` (owner-commands.ts): the desk's accounts in the database the server uses
// (DATABASE_URL, else DATA_DIR/shop.sqlite), with the server's password hashing.

/** Asks on the terminal without echoing what is typed. */
function promptHidden(question: string): Promise<string> {
  const muted = new Writable({ write: (_chunk, _encoding, done) => done() });
  process.stderr.write(question);
  const rl = createInterface({ input: process.stdin, output: muted, terminal: true });
  return new Promise((resolve) => {
    rl.question('', (answer) => {
      rl.close();
      process.stderr.write('\n');
      resolve(answer);
    });
  });
}

async function readStdinFirstLine(): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of process.stdin) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8').split(/\r?\n/)[0] ?? '';
}

async function readPassword(): Promise<string> {
  const fromEnv = ownerPasswordFromEnv(process.env);
  if (fromEnv !== undefined) return fromEnv;
  if (!process.stdin.isTTY) return readStdinFirstLine();
  const first = await promptHidden('Password (at least 8 characters): ');
  const second = await promptHidden('Repeat the password: ');
  if (first !== second) throw new Error('The passwords differ.');
  return first;
}

async function main(): Promise<void> {
  const options = optionsFromEnv(process.env);
  const db = connectDatabase(options.database);
  try {
    await migrateToLatest(db);
    const result = await runOwnerCommand(
      {
        db,
        now: () => new Date(),
        passwordHasher: createPasswordHasher(options.passwordHashing),
        readPassword,
      },
      process.argv.slice(2),
    );
    for (const line of result.lines) (result.exitCode === 0 ? console.log : console.error)(line);
    process.exitCode = result.exitCode;
  } finally {
    await db.destroy();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
