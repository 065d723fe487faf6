/**
 * The first half of `npm start`: builds the site when dist/ is missing, incomplete, older than
 * any source file (the content folder included), or built with another RETENTION_DAYS than the
 * one `npm start` is run with (the service keeps enquiries for what the build decided), so
 * `npm install && npm start` works on a fresh clone and shows the founder's latest edit. A
 * mistake in the content or in RETENTION_DAYS stops it with its sentences alone.
 */
import { ContentError } from '../content/load/readContent';
import { buildSite } from './build';
import { isBuildCurrent } from './buildFreshness';
import { distDir, projectRoot } from './paths';
import { RetentionSettingError } from './retentionSetting';

if (await isBuildCurrent(projectRoot, distDir)) {
  console.log('dist/ is up to date.');
} else {
  console.log(
    'Building the site (dist/ is missing, older than the sources, or built with another RETENTION_DAYS)…',
  );
  try {
    await buildSite();
  } catch (error) {
    if (!(error instanceof ContentError || error instanceof RetentionSettingError)) throw error;
    console.error(error.message);
    process.exit(1);
  }
}
