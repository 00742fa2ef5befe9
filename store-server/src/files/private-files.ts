import {
  chmodSync,
  closeSync,
  existsSync,
  lstatSync,
  mkdirSync,
  openSync,
  readdirSync,
  writeFileSync,
} from 'node:fs';
import { join } from 'node:path';

// The data files (the SQLite database, the mail outbox with customers' addresses and confirmation links) are
// readable by their owner only, whatever the process umask: folders 0700, files 0600. New ones are created with
// these modes (a umask can only take permissions away, never add them), existing ones are corrected at start.

export const PRIVATE_DIR_MODE = 0o700;
export const PRIVATE_FILE_MODE = 0o600;

/** Creates a folder (and missing parents) as 0700; an existing folder keeps its mode. */
export function createPrivateDir(path: string): void {
  mkdirSync(path, { recursive: true, mode: PRIVATE_DIR_MODE });
}

/** Creates a folder (and missing parents) as 0700 and makes an existing one 0700. */
export function ensurePrivateDir(path: string): void {
  createPrivateDir(path);
  chmodSync(path, PRIVATE_DIR_MODE);
}

/** Creates an empty file as 0600 unless it is there, and makes it 0600. */
export function ensurePrivateFile(path: string): void {
  closeSync(openSync(path, 'a', PRIVATE_FILE_MODE));
  chmodSync(path, PRIVATE_FILE_MODE);
}

/** Makes a file 0600 when it is there (a SQLite -wal or -shm file). */
export function restrictFileIfPresent(path: string): void {
  if (existsSync(path)) chmodSync(path, PRIVATE_FILE_MODE);
}

/** Writes a new file as 0600. */
export function writePrivateFile(path: string, data: string | Uint8Array): void {
  writeFileSync(path, data, { mode: PRIVATE_FILE_MODE });
}

/**
 * At start: the data folder and the outbox folder become 0700 and the files in the outbox 0600, as they would
 * have been created today (folders and files left by an older version or another umask). Symbolic links, and
 * a shared folder (sticky bit, e.g. /tmp, or another owner's), are left alone.
 */
export function restrictDataDir(dataDir: string, outboxDir: string): void {
  for (const dir of [dataDir, outboxDir]) {
    if (!existsSync(dir)) continue;
    const stat = lstatSync(dir);
    // Not a folder of ours (DATA_DIR=/tmp, or one owned by someone else): its mode is not ours to change.
    const shared =
      (stat.mode & 0o1000) !== 0 || (process.getuid !== undefined && stat.uid !== process.getuid());
    if (stat.isDirectory() && !shared) chmodSync(dir, PRIVATE_DIR_MODE);
  }
  if (!existsSync(outboxDir) || !lstatSync(outboxDir).isDirectory()) return;
  for (const name of readdirSync(outboxDir)) {
    const path = join(outboxDir, name);
    if (lstatSync(path).isFile()) chmodSync(path, PRIVATE_FILE_MODE);
  }
}
