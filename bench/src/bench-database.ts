// The database of a bench:api run: a fresh SQLite file in the server's data folder (the default), or a fresh schema
// on PostgreSQL (`--database postgres`: BENCH_DATABASE_URL, else TEST_DATABASE_URL), dropped at the end.
import { randomBytes } from 'node:crypto';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { repoRoot } from './start-server.js';

export interface OrderCount {
  orders: number;
  duplicates: number;
}

export interface BenchDatabase {
  kind: 'sqlite' | 'postgres';
  /** DATABASE_URL of the servers (PostgreSQL), undefined for SQLite. */
  databaseUrl: string | undefined;
  /** What the table's heading says (no password). */
  description: string;
  /** The bench's guest orders (the seed's demo customer has orders of its own); `dataDir` of the SQLite server. */
  countOrders(dataDir: string): Promise<OrderCount>;
  drop(): Promise<void>;
}

// Only the guests of this benchmark: their emails start with bench-.
const COUNT_SQL = `SELECT
    (SELECT COUNT(*) FROM shop_order WHERE customer_email LIKE 'bench-%') AS orders,
    (SELECT COUNT(*) FROM (SELECT customer_id FROM shop_order WHERE customer_email LIKE 'bench-%'
                           GROUP BY customer_id HAVING COUNT(*) > 1) AS twice) AS duplicates`;

// better-sqlite3 and pg are the server's dependencies; the bench reads the database with them.
const requireFromServer = createRequire(join(repoRoot, 'store-server', 'package.json'));

interface PgClient {
  connect(): Promise<void>;
  query(sql: string): Promise<{ rows: Array<Record<string, unknown>> }>;
  end(): Promise<void>;
}
type PgModule = { Client: new (options: { connectionString: string }) => PgClient };

async function withPg<T>(url: string, run: (client: PgClient) => Promise<T>): Promise<T> {
  const pg = requireFromServer('pg') as PgModule;
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

/** The URL with a schema as the first of the search_path (as store-server/test/support/server-process.ts). */
export function urlWithSchema(url: string, schema: string): string {
  const withSchema = new URL(url);
  withSchema.searchParams.set('options', `-c search_path=${schema}`);
  return withSchema.toString();
}

export function withoutPassword(url: string): string {
  const shown = new URL(url);
  if (shown.password) shown.password = '***';
  return shown.toString();
}

export async function openBenchDatabase(kind: string): Promise<BenchDatabase> {
  if (kind === 'sqlite') {
    return {
      kind,
      databaseUrl: undefined,
      description: 'SQLite (a fresh file)',
      async countOrders(dataDir) {
        const Database = requireFromServer('better-sqlite3') as new (
          file: string,
          options: { readonly: boolean },
        ) => { prepare: (sql: string) => { get: () => unknown }; close: () => void };
        const db = new Database(join(dataDir, 'shop.sqlite'), { readonly: true });
        try {
          const row = db.prepare(COUNT_SQL).get() as { orders: number; duplicates: number };
          return { orders: Number(row.orders), duplicates: Number(row.duplicates) };
        } finally {
          db.close();
        }
      },
      drop: async () => {},
    };
  }
  if (kind !== 'postgres') throw new Error(`--database must be sqlite or postgres: ${kind}`);
  const adminUrl = process.env.BENCH_DATABASE_URL || process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error('--database postgres needs BENCH_DATABASE_URL (or TEST_DATABASE_URL)');
  const schema = `bench_${process.pid}_${randomBytes(4).toString('hex')}`;
  await withPg(adminUrl, (client) => client.query(`create schema ${schema}`));
  const databaseUrl = urlWithSchema(adminUrl, schema);
  return {
    kind,
    databaseUrl,
    description: `PostgreSQL ${withoutPassword(adminUrl)} (a fresh schema ${schema})`,
    countOrders: () =>
      withPg(databaseUrl, async (client) => {
        const row = (await client.query(COUNT_SQL)).rows[0]!;
        return { orders: Number(row.orders), duplicates: Number(row.duplicates) };
      }),
    drop: () =>
      withPg(adminUrl, (client) => client.query(`drop schema if exists ${schema} cascade`)).then(() => {}),
  };
}
