/**
 * `tsx writeJourneyConfig.ts <baseUrl> <basePath> <file> [deadLinkUrl refusingLinkUrl]`: writes
 * the journeys' configuration (journeyConfig.ts) to a file, in the language this process reads the content in
 * (`SAATHI_LANGUAGE`). A process's content modules hold one language, so runOrcaJourneys runs
 * this in a child process for every other language.
 */
import { writeFile } from 'node:fs/promises';
import { journeyConfig } from './journeyConfig';

const [baseUrl, basePath, file, dead, refusing] = process.argv.slice(2);
if (!baseUrl || basePath === undefined || !file) {
  console.error('Usage: tsx writeJourneyConfig.ts <baseUrl> <basePath> <file>');
  process.exit(2);
}
const links = { dead: dead ?? baseUrl, refusing: refusing ?? baseUrl };
await writeFile(file, JSON.stringify(await journeyConfig(baseUrl, basePath, links), null, 2));
