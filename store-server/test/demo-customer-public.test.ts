import { afterAll, describe, expect, it } from 'vitest';
import { DEMO_CUSTOMER } from '../src/seed/demo-customer.js';
import { FAST_HASHING } from './support/account.js';
import { createTestDatabase, databaseKinds, type TestDatabase } from './support/test-database.js';
import { createTestServerOn } from './support/test-server.js';

// The demo customer's password is in the README and the start banner: on a public host nobody may log in with
// it. It is not created there, and one that an earlier local start created cannot log in once the shop is
// started on its public URL (and can again on a local demo).

const PUBLIC_URL = 'https://shop.example.com';
const LOCAL_URL = 'http://localhost:8080';

describe.each(databaseKinds)('the demo customer on a public host (%s)', (kind) => {
  const databases: TestDatabase[] = [];
  afterAll(async () => {
    for (const database of databases) await database.cleanup();
  });

  async function loginStatusOn(database: TestDatabase, publicUrl: string): Promise<number> {
    const server = await createTestServerOn(database, { publicUrl, passwordHashing: FAST_HASHING });
    try {
      const login = await server.api.post('/account/login', {
        email: DEMO_CUSTOMER.email,
        password: DEMO_CUSTOMER.password,
      });
      return login.status;
    } finally {
      await server.close();
    }
  }

  it('is not there on a shop first started on its public URL', async () => {
    const database = await createTestDatabase(kind);
    databases.push(database);
    expect(await loginStatusOn(database, PUBLIC_URL)).toBe(401);
  });

  it('cannot log in once a local demo database is started on a public URL, and can again locally', async () => {
    const database = await createTestDatabase(kind);
    databases.push(database);
    expect(await loginStatusOn(database, LOCAL_URL)).toBe(200);
    expect(await loginStatusOn(database, PUBLIC_URL)).toBe(401);
    expect(await loginStatusOn(database, LOCAL_URL)).toBe(200);
  });
});
