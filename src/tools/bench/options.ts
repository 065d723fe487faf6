/**
 * `npm run bench`'s command line (runBench.ts lists the options): a full run is the default, and
 * a mistyped option stops it rather than running the full ten-minute bench instead.
 */

export interface Options {
  runs: number;
  routes: string[] | undefined;
  requests: number;
  concurrency: number;
  lighthouse: boolean;
  contact: boolean;
  viewer: boolean;
  viewerRuns: number;
  slowLink: boolean;
  repeat: boolean;
  repeatRuns: number;
}

const FLAGS = [
  '--skip-lighthouse',
  '--skip-contact',
  '--skip-viewer',
  '--skip-slow-link',
  '--skip-repeat',
];
const VALUED = ['runs', 'routes', 'requests', 'concurrency', 'viewer-runs', 'repeat-runs'];

export function parseOptions(argv: readonly string[]): Options {
  // A mistyped option would silently run the full ten-minute bench instead.
  const unknown = argv.filter(
    (arg) => !FLAGS.includes(arg) && !VALUED.some((name) => arg.startsWith(`--${name}=`)),
  );
  if (unknown.length) throw new Error(`Unknown option(s): ${unknown.join(' ')}`);
  const value = (name: string) =>
    argv.find((arg) => arg.startsWith(`--${name}=`))?.slice(name.length + 3);
  const count = (name: string, fallback: number) => {
    const raw = value(name);
    const parsed = raw === undefined ? fallback : Number(raw);
    if (!Number.isInteger(parsed) || parsed < 1)
      throw new Error(`--${name} must be a whole number above 0.`);
    return parsed;
  };
  return {
    runs: count('runs', 3),
    routes: value('routes')?.split(',').filter(Boolean),
    requests: count('requests', 2000),
    concurrency: count('concurrency', 20),
    lighthouse: !argv.includes('--skip-lighthouse'),
    contact: !argv.includes('--skip-contact'),
    viewer: !argv.includes('--skip-viewer'),
    viewerRuns: count('viewer-runs', 3),
    slowLink: !argv.includes('--skip-slow-link'),
    repeat: !argv.includes('--skip-repeat'),
    repeatRuns: count('repeat-runs', 3),
  };
}
