/**
 * Writes reports/ci-time.md: where the last CI run's time went (timingReport.ts), from
 * reports/ci-times.tsv (.ci/run's steps), reports/test-results.json (`npm test`) and
 * reports/a11y/results.json (`npm run audit`). .ci/run runs it last; by hand, after those:
 * `node --import tsx src/tools/timing/writeTimingReport.ts`. A missing file leaves its part out.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { cpus } from 'node:os';
import path from 'node:path';
import { projectRoot } from '../../build/paths';
import { timingReport, type AuditReport, type TestReport } from './timingReport';

const reports = path.join(projectRoot, 'reports');
const read = (file: string) =>
  existsSync(path.join(reports, file)) ? readFileSync(path.join(reports, file), 'utf8') : undefined;
const json = <T>(file: string) => {
  const text = read(file);
  return text === undefined ? undefined : (JSON.parse(text) as T);
};

const report = timingReport({
  steps: read('ci-times.tsv') ?? '',
  tests: json<TestReport>('test-results.json'),
  audit: json<AuditReport>('a11y/results.json'),
  root: projectRoot,
  machine: `${cpus().length} cores, made ${new Date().toISOString()}`,
});
mkdirSync(reports, { recursive: true });
writeFileSync(path.join(reports, 'ci-time.md'), report);
console.log(
  `Where the time went: ${path.relative(process.cwd(), path.join(reports, 'ci-time.md'))}`,
);
