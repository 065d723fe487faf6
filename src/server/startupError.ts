/**
 * A problem the owner must fix before the service (or `npm run enquiries`) can run: a setting, the
 * data folder, the database. Its message is one plain sentence that names the variable or the
 * file and says what to do; `main.ts` prints it alone, without a stack trace, and exits 1.
 */
export class StartupError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'StartupError';
  }
}

/** What an error code of the file system means, in words. */
export function fileProblem(error: unknown): string {
  const code = (error as NodeJS.ErrnoException | undefined)?.code;
  switch (code) {
    case 'EACCES':
    case 'EPERM':
      return 'permission denied';
    case 'EROFS':
      return 'the disk is read-only';
    case 'ENOSPC':
      return 'the disk is full';
    case 'ENOTDIR':
    case 'EEXIST':
      return 'part of that path is a file, not a folder';
    case 'ENOENT':
      return 'it does not exist';
    default:
      return code ?? (error instanceof Error ? error.message : String(error));
  }
}
