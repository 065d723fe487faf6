/**
 * A small file of the service's own (the CSRF key, the inbox passphrase's hash) written whole or
 * not at all: the text goes to a file of its own beside it (mode 600), flushed to the disk, which
 * then takes the real name in one step. A crash or a power cut leaves the old file or the new
 * one, never half of either; the temporary file is removed whatever happens.
 */
import { randomBytes } from 'node:crypto';
import { closeSync, fsyncSync, linkSync, openSync, renameSync, rmSync, writeSync } from 'node:fs';

export interface WholeFileOptions {
  /**
   * Only when there is no file of that name yet (the new file is linked in, which fails when the
   * name exists): two processes that start together then keep the first one's. Default false:
   * the new file replaces the old.
   */
  onlyIfAbsent?: boolean;
}

/**
 * Writes `text` into `file`, whole or not at all. Returns false when `onlyIfAbsent` found the
 * file already there (and left it alone); throws what the file system said otherwise.
 */
export function writeWholeFile(
  file: string,
  text: string,
  { onlyIfAbsent = false }: WholeFileOptions = {},
): boolean {
  const temporary = `${file}.${process.pid}.${randomBytes(6).toString('hex')}.tmp`;
  try {
    const fd = openSync(temporary, 'wx', 0o600);
    try {
      writeSync(fd, text);
      fsyncSync(fd);
    } finally {
      closeSync(fd);
    }
    if (!onlyIfAbsent) {
      renameSync(temporary, file);
      return true;
    }
    try {
      linkSync(temporary, file);
      return true;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
      throw error;
    }
  } finally {
    rmSync(temporary, { force: true });
  }
}
