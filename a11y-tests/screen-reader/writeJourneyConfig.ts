/**
 * `tsx writeJourneyConfig.ts <baseUrl> <basePath> <file> [deadLinkUrl]`: writes the journeys' configuration
 * (orca.ts, `journeyConfig`) to a file, in the language this process reads the content in
 * (`SAATHI_LANGUAGE`). A process's content modules hold one language, so runOrcaJourneys runs
 * this in a child process for every other language.
 */
import { writeFile } from 'node:fs/promises';
import { journeyConfig } from './orca';

const [baseUrl, basePath, file, deadLinkUrl] = process.argv.slice(2);
if (!baseUrl || basePath === undefined || !file) {
  console.error('Usage: tsx writeJourneyConfig.ts <baseUrl> <basePath> <file>');
  process.exit(2);
}
await writeFile(file, JSON.stringify(await journeyConfig(baseUrl, basePath, deadLinkUrl), null, 2));
