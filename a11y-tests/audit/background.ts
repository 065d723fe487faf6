/**
 * The scans and Lighthouse are batch work; the Orca journeys beside them (runAudit.ts) are a
 * person's pace, and fail when Orca falls behind: Orca hears of a focus move late on a busy
 * machine, and when what focus left has changed by then (a dialog gone, a page hidden), it says
 * nothing (docs/testing.md, "The audit"). So the scans' and Lighthouse's browsers run under
 * Linux's idle scheduling class (`chrt --idle`): they get the CPU only when the journeys' Orca and
 * Chromium do not want it, and the journeys run as on an idle machine.
 *
 * Not `nice`: Chromium sets its own threads' nice values (-8 to 5, when it may, as root in CI),
 * which undid it; the scheduling class is inherited by every process and thread it starts, and it
 * leaves it alone (seen with `ps -eLo cls`: every thread IDL).
 */
import { chmod, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromePath } from '../../src/testing/browser/browser';
import { stopOnExit } from '../../src/testing/browser/cleanup';

/**
 * A path that runs `browser` at the lowest CPU priority, for `executablePath` or `chromePath`,
 * and the way to remove it once its browsers have closed.
 */
export async function lowPriority(
  browser: string = chromePath,
): Promise<{ path: string; remove: () => Promise<void> }> {
  const folder = await mkdtemp(path.join(tmpdir(), 'saathi-low-priority-'));
  const remove = () => rm(folder, { recursive: true, force: true });
  const forget = stopOnExit(remove);
  const script = path.join(folder, 'chromium');
  await writeFile(
    script,
    [
      '#!/bin/sh',
      '# Written by a11y-tests/audit/background.ts: this browser yields the CPU to the Orca journeys.',
      `exec chrt --idle 0 ${JSON.stringify(browser)} "$@"`,
      '',
    ].join('\n'),
  );
  await chmod(script, 0o755);
  return {
    path: script,
    remove: async () => {
      forget();
      await remove();
    },
  };
}
