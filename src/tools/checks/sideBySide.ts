/**
 * `node --import tsx src/tools/checks/sideBySide.ts typecheck lint build`: runs those npm
 * scripts at once rather than one after another, and fails when one fails. `npm test` starts
 * with it: the type check, ESLint, Prettier and the build each keep one core busy at most, and
 * read the sources without writing them (the build writes dist/ alone, which the others pass
 * over), so on two cores they share the machine instead of waiting in turn. Each script's output
 * is shown in one piece when it ends, then every script's time; with `CI_TIMES=<file>` in the
 * environment (.ci/run) the times are added to that file too.
 */
import { appendFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { runCommand, summary } from './runCommand';

const scripts = process.argv.slice(2);
if (scripts.length === 0) throw new Error('Name the npm scripts to run side by side.');
const outcomes = await Promise.all(
  scripts.map((script) => runCommand(`npm run ${script}`, 'npm', ['run', '--silent', script])),
);
console.log(`\nSide by side:\n${summary(outcomes)}`);
if (process.env.CI_TIMES) {
  const load = loadavg()[0]?.toFixed(2);
  const lines = outcomes.map(
    ({ label, seconds }) => `${label} (side by side)\t${seconds}\t${load}\n`,
  );
  appendFileSync(process.env.CI_TIMES, lines.join(''));
}
process.exitCode = outcomes.every((outcome) => outcome.ok) ? 0 : 1;
