/**
 * The report checked by GSA's own validator (`@openacr/openacr`, run from its TypeScript sources
 * under tsx): the OpenACR schema (openacr-0.1.0.json), then every chapter, criterion, component
 * and level against the VPAT 2.5 INT WCAG 2.2 catalog kept in catalog/.
 *
 * `node --import tsx a11y-tests/acr/validate.ts <report.yaml>` exits 1 when it is invalid (the
 * package's own CLI prints the verdict but always exits 0).
 */
import { readFileSync } from 'node:fs';
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

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const file = process.argv[2];
  if (!file) {
    console.error('Usage: node --import tsx a11y-tests/acr/validate.ts <report.yaml>');
    process.exit(2);
  }
  const { valid, message } = validateReport(parse(readFileSync(file, 'utf8')));
  console.log(`${file}: ${message}`);
  process.exit(valid ? 0 : 1);
}
