/**
 * `npm run inbox -- set-passphrase`: sets the passphrase of the owner's inbox at /inbox
 * (docs/spec/contracts.md §11.1). It reads the passphrase from standard input (at a terminal
 * twice, without showing it; from a pipe, the first line), refuses an empty or short one with a
 * sentence, and keeps only a slow salted hash of it in `DATA_DIR/inbox-passphrase` (mode 600).
 * Every session signed in with an earlier passphrase ends.
 *
 * Exit codes: 0 set; 1 refused (empty, too short, the two differ, DATA_DIR cannot be written);
 * 2 a wrong command line; 130 interrupted with Ctrl+C.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { readConfig } from '../config';
import { hashPassphrase, passphraseProblem, writePassphrase } from '../inbox/passphrase';
import { StartupError, fileProblem } from '../startupError';
import { DATABASE_FILE, openStore } from '../store';
import { Interrupted, secretInput } from './readSecret';

const USAGE = `Usage: npm run inbox -- set-passphrase

Sets the passphrase of the owner's inbox (the page /inbox of the running service). It is read
from standard input: at a terminal you type it twice and it is not shown; from a pipe, the first
line is the passphrase, for example:
  printf '%s\\n' 'four words you remember' | npm run inbox -- set-passphrase
At least 12 characters. Only a slow salted hash of it is kept, in DATA_DIR/inbox-passphrase
(DATA_DIR is ./data unless set). Everyone signed in to the inbox is signed out.
  --help   show this text`;

class UsageError extends Error {}

function parse(argv: string[]): 'set-passphrase' | 'help' {
  let parsed;
  try {
    parsed = parseArgs({
      args: argv,
      strict: true,
      allowPositionals: true,
      options: { help: { type: 'boolean', short: 'h' } },
    });
  } catch (error) {
    throw new UsageError((error as Error).message);
  }
  if (parsed.values.help) return 'help';
  const [command, ...rest] = parsed.positionals;
  if (command !== 'set-passphrase' || rest.length > 0) {
    throw new UsageError(
      command === undefined
        ? 'Say what to do: npm run inbox -- set-passphrase'
        : `Unknown command "${[command, ...rest].join(' ')}": the one command is set-passphrase.`,
    );
  }
  return command;
}

/** Ends every inbox session in DATA_DIR's database, when there is one. Returns how many. */
function endSessions(dataDir: string): number {
  if (!existsSync(path.join(dataDir, DATABASE_FILE))) return 0;
  const store = openStore(dataDir, { mustExist: true });
  try {
    return store.deleteAllSessions();
  } finally {
    store.close();
  }
}

async function setPassphrase(): Promise<number> {
  // The settings first: a bad one is told before anything is typed.
  const { dataDir } = readConfig();
  const input = secretInput();
  const passphrase = await input.read('New inbox passphrase (not shown): ');
  const problem = passphraseProblem(passphrase);
  if (problem) {
    process.stderr.write(`${problem} Nothing was changed.\n`);
    return 1;
  }
  if (input.interactive) {
    const again = await input.read('The same passphrase again: ');
    if (again !== passphrase) {
      process.stderr.write('The two passphrases differ. Nothing was changed.\n');
      return 1;
    }
  }
  const hash = await hashPassphrase(passphrase);
  let file: string;
  try {
    file = writePassphrase(dataDir, hash);
  } catch (error) {
    throw new StartupError(
      `Cannot write the passphrase into DATA_DIR (${dataDir}): ${fileProblem(error)}. Run this as the service's user, with the same DATA_DIR as the service.`,
    );
  }
  const ended = endSessions(dataDir);
  process.stdout.write(
    `The inbox passphrase is set. Only a salted hash of it is kept, in ${file}.\n` +
      (ended > 0
        ? `${ended === 1 ? 'One signed-in session was' : `${ended} signed-in sessions were`} ended.\n`
        : '') +
      'Sign in at /inbox on the site with it.\n',
  );
  return 0;
}

async function main(argv: string[]): Promise<number> {
  let command: ReturnType<typeof parse>;
  try {
    command = parse(argv);
  } catch (error) {
    if (!(error instanceof UsageError)) throw error;
    process.stderr.write(`${error.message}\n\n${USAGE}\n`);
    return 2;
  }
  if (command === 'help') {
    process.stdout.write(`${USAGE}\n`);
    return 0;
  }
  try {
    return await setPassphrase();
  } catch (error) {
    if (error instanceof Interrupted) return 130;
    if (!(error instanceof StartupError)) throw error;
    process.stderr.write(`${error.message}\n`);
    return 1;
  }
}

process.exitCode = await main(process.argv.slice(2));
