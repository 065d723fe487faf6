/**
 * `npm run enquiries` as the owner runs it, for the CLI's tests: a process of its own, on the
 * database in `dataDir`, with only PATH and DATA_DIR in its environment.
 */
import { execFile } from 'node:child_process';
import { projectRoot } from './service';

export function runEnquiries(args: string[], dataDir: string) {
  return new Promise<{ code: number; stdout: string; stderr: string }>((resolve) => {
    execFile(
      process.execPath,
      ['--import', 'tsx', 'src/server/cli/enquiries.ts', ...args],
      { cwd: projectRoot, env: { PATH: process.env.PATH ?? '', DATA_DIR: dataDir } },
      (error, stdout, stderr) => {
        const code = error ? Number((error as { code?: number }).code ?? 1) : 0;
        resolve({ code, stdout, stderr });
      },
    );
  });
}
