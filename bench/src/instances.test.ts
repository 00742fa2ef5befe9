import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSecondInstance } from './api.js';
import { openBenchDatabase, type BenchDatabase } from './bench-database.js';
import { startServer, type RunningServer } from './start-server.js';
import { call, findFixtures } from './store-api.js';

// `bench:api --instances 2`: the second server shares the first one's database and its public address, so that
// the enquiry flow's guest registration (storefrontUrl of the first server) passes on either instance. Real
// servers on a fresh PostgreSQL schema (TEST_DATABASE_URL), the demo catalogue.

describe.runIf(process.env.TEST_DATABASE_URL)(
  'two bench instances on one PostgreSQL',
  { timeout: 180_000 },
  () => {
    let database: BenchDatabase;
    const servers: RunningServer[] = [];

    beforeAll(async () => {
      database = await openBenchDatabase('postgres');
      servers.push(await startServer({ databaseUrl: database.databaseUrl }));
      servers.push(await startSecondInstance(servers[0]!, database.databaseUrl));
    }, 180_000);
    afterAll(async () => {
      for (const server of servers) await server.stop();
      await database?.drop();
    });

    it('register a guest with the first instance storefront URL on both instances', async () => {
      const { countryId } = await findFixtures(servers[0]!.url);
      for (const [index, server] of servers.entries()) {
        const answer = await call(server.url, 'POST', '/account/register', {
          guest: true,
          email: `bench-instances-${process.pid}-${index}@example.com`,
          firstName: 'Bench',
          lastName: 'Instances',
          storefrontUrl: `${servers[0]!.url}/shop`,
          acceptedDataProtection: true,
          billingAddress: { street: 'Hauptstraße 5', zipcode: '80331', city: 'München', countryId },
        });
        expect(answer.status, JSON.stringify(answer.json)).toBe(200);
      }
    });
  },
);
