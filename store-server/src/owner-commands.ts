import type { Kysely } from 'kysely';
import type { Database } from './db/schema.js';
import type { PasswordHasher } from './domain/account/password.js';
import { StoreApiError } from './domain/errors.js';
import {
  addDeskUser,
  listDeskAccounts,
  removeDeskUser,
  resetDeskUserPassword,
} from './services/desk/desk-users.js';

// `npm run owner -w store-server -- add EMAIL [--name NAME] [--role owner|staff] | list | remove EMAIL |
// reset-password EMAIL`: the owner desk's accounts on the environment's database. The password is asked for
// (owner-cli.ts: on a terminal without echo, else standard input or OWNER_PASSWORD), never taken as an argument
// (it would stay in the shell's history and in the process list).

export const OWNER_USAGE = `Usage: npm run owner -w store-server -- <command>
  add EMAIL [--name NAME] [--role owner|staff]   create a desk account (role owner by default)
  list                                           list the desk accounts
  remove EMAIL                                   remove an account (its tokens stop working)
  reset-password EMAIL                           set a new password (every token of the account stops working)
The password is asked for on a terminal, else read from standard input (first line) or OWNER_PASSWORD.`;

export interface OwnerCommandHost {
  db: Kysely<Database>;
  now: () => Date;
  passwordHasher: PasswordHasher;
  /** Asks for (or reads) the password; called only by the commands that need one. */
  readPassword: () => Promise<string>;
}

export interface CommandResult {
  lines: string[];
  exitCode: number;
}

function flags(args: string[]): { positional: string[]; named: Record<string, string> } | string {
  const positional: string[] = [];
  const named: Record<string, string> = {};
  for (let index = 0; index < args.length; index += 1) {
    const arg = args[index]!;
    if (arg === '--name' || arg === '--role') {
      const value = args[index + 1];
      if (value === undefined) return `${arg} needs a value`;
      named[arg.slice(2)] = value;
      index += 1;
    } else if (arg.startsWith('--')) {
      return `unknown option ${arg}`;
    } else positional.push(arg);
  }
  return { positional, named };
}

const usage = (problem: string): CommandResult => ({ lines: [problem, OWNER_USAGE], exitCode: 2 });

function problemOf(error: unknown): string[] {
  if (error instanceof StoreApiError) return error.errors.map((item) => `Error: ${item.detail}`);
  throw error;
}

export async function runOwnerCommand(host: OwnerCommandHost, argv: string[]): Promise<CommandResult> {
  const [command, ...rest] = argv;
  const parsed = flags(rest);
  if (typeof parsed === 'string') return usage(parsed);
  const { positional, named } = parsed;
  try {
    switch (command) {
      case 'add': {
        if (positional.length !== 1) return usage('add needs exactly one EMAIL');
        const password = await host.readPassword();
        const user = await addDeskUser(host, {
          email: positional[0],
          name: named.name,
          role: named.role ?? 'owner',
          password,
        });
        return { lines: [`Created ${user.role} ${user.email} (${user.name}).`], exitCode: 0 };
      }
      case 'list': {
        if (positional.length !== 0) return usage('list takes no arguments');
        const users = await listDeskAccounts(host);
        if (users.length === 0)
          return {
            lines: ['No desk accounts. Create one: npm run owner -w store-server -- add EMAIL'],
            exitCode: 0,
          };
        return {
          lines: users.map((user) => `${user.email}\t${user.role}\t${user.name}\tcreated ${user.createdAt}`),
          exitCode: 0,
        };
      }
      case 'remove': {
        if (positional.length !== 1) return usage('remove needs exactly one EMAIL');
        const user = await removeDeskUser(host, { email: positional[0]! });
        return { lines: [`Removed ${user.email}.`], exitCode: 0 };
      }
      case 'reset-password': {
        if (positional.length !== 1) return usage('reset-password needs exactly one EMAIL');
        const password = await host.readPassword();
        const user = await resetDeskUserPassword(host, positional[0]!, password);
        return { lines: [`New password set for ${user.email}; its sessions have ended.`], exitCode: 0 };
      }
      case undefined:
      case 'help':
      case '--help':
        return { lines: [OWNER_USAGE], exitCode: command === undefined ? 2 : 0 };
      default:
        return usage(`unknown command ${command}`);
    }
  } catch (error) {
    return { lines: problemOf(error), exitCode: 1 };
  }
}
