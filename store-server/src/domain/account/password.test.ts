import { describe, expect, it } from 'vitest';
import { createPasswordHasher, hashPassword, PASSWORD_MAX_LENGTH, verifyPassword } from './password.js';

const fast = { N: 1024, r: 8, p: 1 };

describe('password hashing (scrypt)', () => {
  it('stores parameters and a per-password salt, and verifies', async () => {
    const first = await hashPassword('correct horse', fast);
    const second = await hashPassword('correct horse', fast);
    expect(first).toMatch(/^scrypt\$1024\$8\$1\$[A-Za-z0-9+/=]+\$[A-Za-z0-9+/=]+$/);
    expect(first).not.toBe(second);
    expect(await verifyPassword('correct horse', first)).toBe(true);
    expect(await verifyPassword('correct horsE', first)).toBe(false);
  });

  it('never truncates: passwords differing only after 72 bytes differ', async () => {
    const base = 'a'.repeat(100);
    const hash = await hashPassword(`${base}1`, fast);
    expect(await verifyPassword(`${base}2`, hash)).toBe(false);
    expect(await verifyPassword(`${base}1`, hash)).toBe(true);
  });

  it('refuses over-long passwords without hashing and malformed hashes', async () => {
    await expect(hashPassword('x'.repeat(PASSWORD_MAX_LENGTH + 1), fast)).rejects.toThrow();
    const hash = await hashPassword('x'.repeat(PASSWORD_MAX_LENGTH), fast);
    expect(await verifyPassword('x'.repeat(PASSWORD_MAX_LENGTH), hash)).toBe(true);
    expect(await verifyPassword('x'.repeat(PASSWORD_MAX_LENGTH + 1), hash)).toBe(false);
    expect(await verifyPassword('x', 'bcrypt$whatever')).toBe(false);
    expect(await verifyPassword('x', 'scrypt$99999999$8$1$aa$bb')).toBe(false);
  });

  it('verifies unknown accounts against a dummy hash (always false)', async () => {
    const hasher = createPasswordHasher(fast);
    expect(await hasher.verifyUnknown('anything')).toBe(false);
  });
});
