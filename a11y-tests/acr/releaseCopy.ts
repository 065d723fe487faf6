/**
 * `npm run acr -- --release`: the report frozen for a release, with the evidence it cites, so
 * that a reviewer can check any citation months later against the very results the report read
 * (ITI asks that a report name the version it describes). Written to
 * reports/acr/releases/<version>-<commit>/: the OpenACR file, the page's data, the audit's
 * results, the test report, and manifest.json (what, which commit, when, and each file's SHA-256).
 * Refused with uncommitted changes: a frozen report names a commit that it is true of.
 */
import { createHash } from 'node:crypto';
import { copyFile, mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { ProductVersion } from './report';

export interface ReleaseSources {
  /** reports/acr/openacr.yaml, as `makeAcr` wrote it. */
  openAcr: string;
  /** The page's data (src/content/conformanceReport.json), when it was written. */
  pageData: string | null;
  auditResults: string;
  testResults: string;
}

export interface ReleaseManifest {
  product: string;
  version: string;
  commit: string;
  reportDate: string;
  /** The file names in the folder, each with its SHA-256 (hex). */
  files: Record<string, string>;
}

/** Where release copies go: beside the report, reports/acr/releases/. */
export const releasesDir = (paths: { outDir: string }) => path.join(paths.outDir, 'releases');

const sha256 = async (file: string) =>
  createHash('sha256')
    .update(await readFile(file))
    .digest('hex');

/** Copies the report and its evidence into `releasesDir`; returns the folder written. */
export async function writeReleaseCopy(
  sources: ReleaseSources,
  product: ProductVersion & { name: string },
  reportDate: string,
  releasesDir: string,
): Promise<string> {
  if (product.uncommittedChanges) {
    throw new Error(
      `A release copy names the commit it is true of, and the tree has uncommitted changes: commit them, then run \`npm run acr -- --release\` again.`,
    );
  }
  const folder = path.join(releasesDir, `${product.version}-${product.commit}`);
  await mkdir(folder, { recursive: true });
  const named: [string, string | null][] = [
    ['openacr.yaml', sources.openAcr],
    ['conformanceReport.json', sources.pageData],
    ['audit-results.json', sources.auditResults],
    ['test-results.json', sources.testResults],
  ];
  const files: Record<string, string> = {};
  for (const [name, source] of named) {
    if (source === null) continue;
    await copyFile(source, path.join(folder, name));
    files[name] = await sha256(path.join(folder, name));
  }
  const manifest: ReleaseManifest = {
    product: product.name,
    version: product.version,
    commit: product.commit,
    reportDate,
    files,
  };
  await writeFile(path.join(folder, 'manifest.json'), `${JSON.stringify(manifest, null, 2)}\n`);
  return folder;
}
