import { createHash } from 'node:crypto';
import { mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { releasesDir, writeReleaseCopy, type ReleaseManifest } from './releaseCopy';

const work = mkdtempSync(path.join(tmpdir(), 'acr-release-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

/** A file of the evidence, with some words of its own. */
function evidenceFile(name: string): string {
  const file = path.join(work, name);
  writeFileSync(file, `${name}: made for this test\n`);
  return file;
}

const sources = {
  openAcr: evidenceFile('openacr.yaml'),
  pageData: evidenceFile('page.json'),
  auditResults: evidenceFile('results.json'),
  testResults: evidenceFile('tests.json'),
};
const product = {
  name: 'Saathi website',
  version: '0.1.0',
  commit: '0123456789ab',
  uncommittedChanges: false,
};

describe('npm run acr -- --release', () => {
  it('freezes the report with the evidence it read, each file named with its SHA-256 and the commit', async () => {
    const folder = await writeReleaseCopy(
      sources,
      product,
      '2026-11-30',
      releasesDir({ outDir: work }),
    );
    expect(folder).toBe(path.join(work, 'releases', '0.1.0-0123456789ab'));
    expect(readdirSync(folder).sort()).toEqual([
      'audit-results.json',
      'conformanceReport.json',
      'manifest.json',
      'openacr.yaml',
      'test-results.json',
    ]);
    const manifest = JSON.parse(
      readFileSync(path.join(folder, 'manifest.json'), 'utf8'),
    ) as ReleaseManifest;
    expect(manifest).toMatchObject({
      product: 'Saathi website',
      version: '0.1.0',
      commit: '0123456789ab',
      reportDate: '2026-11-30',
    });
    for (const [name, hash] of Object.entries(manifest.files)) {
      const bytes = readFileSync(path.join(folder, name));
      expect(createHash('sha256').update(bytes).digest('hex'), name).toBe(hash);
    }
    expect(readFileSync(path.join(folder, 'audit-results.json'), 'utf8')).toBe(
      readFileSync(sources.auditResults, 'utf8'),
    );
  });

  it('refuses a tree with uncommitted changes: the copy would name a commit it is not true of', async () => {
    await expect(
      writeReleaseCopy(
        sources,
        { ...product, uncommittedChanges: true },
        '2026-11-30',
        path.join(work, 'refused'),
      ),
    ).rejects.toThrow(/uncommitted changes/);
    expect(() => readdirSync(path.join(work, 'refused'))).toThrow();
  });
});
