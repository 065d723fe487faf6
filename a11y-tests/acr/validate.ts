/**
 * The report checked by GSA's own validator (`@openacr/openacr`, run from its TypeScript sources
 * under tsx): the OpenACR schema (openacr-0.1.0.json), then every chapter, criterion, component
 * and level against the VPAT 2.5 INT WCAG 2.2 catalog kept in catalog/.
 *
 * Twice: `validateReport` on the document before it is written, and `validateFile` on the file
 * as written, by GSA's own command line (`openacr validate -f … -c …`), which reads YAML with
 * js-yaml, YAML 1.1: there an unquoted `2026-11-28` is a date, not the string the schema asks
 * for, though a YAML 1.2 reader (ours) reads a string. A reviewer runs that command line, so the
 * file must pass it as written.
 *
 * `node --import tsx a11y-tests/acr/validate.ts <report.yaml>` runs `validateFile` and exits 1
 * when it is invalid (the package's own command line prints the verdict but always exits 0).
 */
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { parse } from 'yaml';
import { catalogFile } from './verdicts';

interface ValidatorResult {
  result: boolean;
  message?: string;
}

/**
 * The package's TypeScript is written for another compiler configuration (our type check would
 * refuse its imports), so it is loaded by a name the type checker does not follow, and typed here.
 */
const sources = '@openacr/openacr/src';
const { validateOpenACR } = (await import(`${sources}/validateOpenACR`)) as {
  validateOpenACR: (data: unknown, schema: string) => ValidatorResult;
};
const { validateOpenACRCatalogValues } = (await import(
  `${sources}/validateOpenACRCatalogValues`
)) as { validateOpenACRCatalogValues: (data: unknown, catalog: unknown) => ValidatorResult };

export interface Validity {
  valid: boolean;
  message: string;
}

export function validateReport(
  report: unknown,
  catalog: unknown = parse(readFileSync(catalogFile, 'utf8')),
): Validity {
  const schema = validateOpenACR(report, 'openacr-0.1.0.json');
  if (!schema.result) return { valid: false, message: schema.message ?? 'Invalid' };
  const values = validateOpenACRCatalogValues(report, catalog);
  return {
    valid: values.result,
    message: values.message ?? (values.result ? 'Valid!' : 'Invalid'),
  };
}

/** GSA's command line, `src/openacr.ts` of the package, as its docs run it. */
const gsaCommandLine = path.join(
  path.dirname(createRequire(import.meta.url).resolve('@openacr/openacr/package.json')),
  'src/openacr.ts',
);

/**
 * The file as written, checked by GSA's command line: `openacr validate -f <file> -c <catalog>`.
 * It says "Valid!" on its standard output when it is, and why not on its standard error.
 */
export function validateFile(file: string, catalog = catalogFile): Validity {
  const run = spawnSync(
    process.execPath,
    ['--import', 'tsx', gsaCommandLine, 'validate', '-f', file, '-c', catalog],
    { encoding: 'utf8' },
  );
  const said = `${run.stdout}${run.stderr}`.trim();
  const valid = run.status === 0 && run.stdout.trim() === 'Valid!' && run.stderr.trim() === '';
  return { valid, message: said || `GSA's validator ended with status ${run.status}` };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const file = process.argv[2];
  if (!file) {
    console.error('Usage: node --import tsx a11y-tests/acr/validate.ts <report.yaml>');
    process.exit(2);
  }
  const { valid, message } = validateFile(file);
  console.log(`${file}: ${message}`);
  process.exit(valid ? 0 : 1);
}
