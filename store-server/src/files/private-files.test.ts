import { mkdirSync, mkdtempSync, rmSync, statSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { ensurePrivateDir, ensurePrivateFile, restrictDataDir, writePrivateFile } from './private-files.js';

const modeOf = (path: string) => statSync(path).mode & 0o777;

describe('private files', () => {
  const root = mkdtempSync(join(tmpdir(), 'private-files-'));
  afterEach(() => rmSync(join(root, 'x'), { recursive: true, force: true }));

  it('creates folders 0700 and files 0600, and corrects existing ones', () => {
    const dir = join(root, 'x', 'data');
    ensurePrivateDir(dir);
    expect(modeOf(dir)).toBe(0o700);
    writePrivateFile(join(dir, 'mail.eml'), 'text');
    expect(modeOf(join(dir, 'mail.eml'))).toBe(0o600);
    writeFileSync(join(dir, 'shop.sqlite'), '', { mode: 0o666 });
    ensurePrivateFile(join(dir, 'shop.sqlite'));
    expect(modeOf(join(dir, 'shop.sqlite'))).toBe(0o600);
  });

  it('corrects the data folder, the outbox and its files at start, but follows no link', () => {
    const data = join(root, 'x', 'data');
    const outbox = join(data, 'outbox');
    mkdirSync(outbox, { recursive: true, mode: 0o777 });
    writeFileSync(join(outbox, 'old.eml'), 'old', { mode: 0o644 });
    const elsewhere = join(root, 'x', 'elsewhere.txt');
    writeFileSync(elsewhere, 'not ours', { mode: 0o644 });
    symlinkSync(elsewhere, join(outbox, 'link.eml'));
    restrictDataDir(data, outbox);
    expect(modeOf(data)).toBe(0o700);
    expect(modeOf(outbox)).toBe(0o700);
    expect(modeOf(join(outbox, 'old.eml'))).toBe(0o600);
    expect(modeOf(elsewhere)).toBe(0o644);
    restrictDataDir(join(root, 'x', 'missing'), join(root, 'x', 'missing', 'outbox'));
  });
});
