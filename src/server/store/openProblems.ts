/**
 * The sentences the store refuses to start with (StartupError): a damaged file, a DATA_DIR it
 * cannot use, no database where the CLI looks. Each names what to do.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { StartupError, fileProblem } from '../startupError';

export function sqliteCode(error: unknown): string {
  return String((error as { code?: unknown } | undefined)?.code ?? '');
}

export function damaged(file: string, finding: string): StartupError {
  return new StartupError(
    `The database ${file} is damaged (SQLite's check found: ${finding.split('\n').join(' ')}). ` +
      'Nothing more is written to it: stop the service, move enquiries.sqlite and its -wal and ' +
      '-shm files aside, and restore the latest backup (docs/deploy.md, section 4).',
  );
}

/** The same refusal for every way a folder or file cannot be used. */
export function unusable(dataDir: string, error: unknown): StartupError {
  const code = sqliteCode(error);
  const why = code.startsWith('SQLITE_')
    ? code === 'SQLITE_FULL'
      ? 'the disk is full'
      : `SQLite could not open or write the database there (${code})`
    : fileProblem(error);
  return new StartupError(
    `The service cannot write to DATA_DIR (${dataDir}): ${why}. It keeps the enquiries there, ` +
      "so DATA_DIR must be a folder on a local disk that the service's user can write to: " +
      'check the path, its owner, the free space, and that its disk is not mounted read-only.',
  );
}

/** The refusal of the CLI when DATA_DIR holds no database. */
export function noDatabase(dataDir: string, file: string): StartupError {
  const name = path.basename(file);
  const where = existsSync(dataDir)
    ? `DATA_DIR (${dataDir}) holds no ${name}`
    : `DATA_DIR (${dataDir}) does not exist`;
  return new StartupError(
    `${where}, so there is no database of enquiries to read: set DATA_DIR to the folder the ` +
      `service uses (it keeps the enquiries in ${path.join('DATA_DIR', name)}; ` +
      `looked for ${file}).`,
  );
}
