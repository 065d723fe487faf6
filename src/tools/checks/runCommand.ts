import { spawn } from 'node:child_process';
import { projectRoot } from '../../build/paths';

export interface Outcome {
  label: string;
  ok: boolean;
  seconds: number;
}

/**
 * Runs one command in the project's folder. `stream`: its output as it comes; otherwise kept and
 * shown in one piece when it ends (always, or only when it failed: `quiet`), so that commands
 * run side by side do not interleave their lines.
 */
export function runCommand(
  label: string,
  command: string,
  args: readonly string[],
  { stream = false, quiet = false } = {},
): Promise<Outcome> {
  const started = Date.now();
  const child = spawn(command, args, {
    cwd: projectRoot,
    stdio: stream ? 'inherit' : ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  return new Promise((resolve) => {
    let ended = false;
    const end = (ok: boolean) => {
      if (ended) return;
      ended = true;
      const seconds = Math.round((Date.now() - started) / 100) / 10;
      if (!stream && (!ok || !quiet) && output.trim()) {
        console.log(`\n── ${label}: ${ok ? 'done' : 'FAILED'} ──\n${output.trimEnd()}\n`);
      }
      resolve({ label, ok, seconds });
    };
    child.on('error', (error) => {
      output += String(error);
      end(false);
    });
    child.on('close', (code) => end(code === 0));
  });
}

/** "  ok     type check (12.3 s)", one line per outcome. */
export function summary(outcomes: readonly Outcome[]): string {
  return outcomes
    .map(({ label, ok, seconds }) => `  ${ok ? 'ok    ' : 'FAILED'} ${label} (${seconds} s)`)
    .join('\n');
}
