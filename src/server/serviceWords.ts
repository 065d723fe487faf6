/**
 * Reads what the service says in every language (src/shared/serviceWords.ts), as the build wrote
 * it into dist/.server/ from the content (`npm run build`; `npm run dev` writes it alone first).
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { SERVER_RENDER_DIR, SERVICE_WORDS_FILE } from '../shared/builtSite';
import { enquiryFields } from '../shared/enquiry';
import type { ServiceMessages, ServiceWords } from '../shared/serviceWords';

/**
 * Every message of content/<language>/contact-service.yaml: a record of every key of
 * ServiceMessages, so that a message added there and not here, or the other way round, is a
 * type error.
 */
const SERVICE_KEYS = Object.keys({
  sent: true,
  sentParent: true,
  foreignOrigin: true,
  badToken: true,
  keyReused: true,
  tooMany: true,
  waitOneMinute: true,
  waitMinutes: true,
  malformed: true,
  notJson: true,
  tooLarge: true,
  refused: true,
  serverFault: true,
  notFound: true,
  backToForm: true,
} satisfies Record<keyof ServiceMessages, true>) as (keyof ServiceMessages)[];

const isText = (value: unknown) => typeof value === 'string' && value !== '';
const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The file's words have the shape the service needs (the build checked the words themselves). */
function isServiceWords(value: unknown): value is ServiceWords {
  if (!isRecord(value) || !Array.isArray(value.languages) || value.languages.length === 0) {
    return false;
  }
  return value.languages.every((language: unknown) => {
    if (!isRecord(language) || !isText(language.folder) || !isText(language.lang)) return false;
    if (typeof language.prefix !== 'string') return false;
    const { problems, service } = language;
    if (!isRecord(service) || !SERVICE_KEYS.every((key) => isText(service[key]))) return false;
    return (
      isRecord(problems) &&
      isText(problems.summary) &&
      isRecord(problems.fieldNames) &&
      enquiryFields.every((field) => isRecord(problems[field]))
    );
  });
}

export async function readServiceWords(distDir: string): Promise<ServiceWords> {
  const file = path.join(distDir, SERVER_RENDER_DIR, SERVICE_WORDS_FILE);
  let parsed: unknown;
  try {
    parsed = JSON.parse(await readFile(file, 'utf8'));
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new Error(`Cannot read ${file} (${reason}): build the site first (npm run build).`);
  }
  if (!isServiceWords(parsed)) {
    throw new Error(`${file} does not hold the service's words: build the site again.`);
  }
  return parsed;
}
