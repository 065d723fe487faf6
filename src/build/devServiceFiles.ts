/**
 * `npm run dev`'s first step: what the service reads from dist/.server/ as it starts, written
 * before any build, so that the API behind Vite's dev server answers as it does in production:
 * the service's words in every language (serviceWords.ts), and how long enquiries are kept
 * (RETENTION_DAYS, as the dev server's pages say it: vite.config.ts, retentionSetting.ts).
 */
import { ContentError } from '../content/load/readContent';
import { writePrivacyNotice } from './privacyNotice';
import { retentionSetting, RetentionSettingError } from './retentionSetting';
import { writeServiceWords } from './serviceWords';

try {
  await writeServiceWords();
  await writePrivacyNotice(retentionSetting());
} catch (error) {
  if (!(error instanceof ContentError || error instanceof RetentionSettingError)) throw error;
  console.error(error.message);
  process.exitCode = 1;
}
