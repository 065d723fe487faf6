/**
 * The first half of `npm start`: builds the site when dist/ is missing, incomplete, or older
 * than any source file (the content folder included), so `npm install && npm start` works on a
 * fresh clone and shows the founder's latest edit.
 */
import { buildSite } from './build';
import { isBuildCurrent } from './buildFreshness';
import { distDir, projectRoot } from './paths';

if (await isBuildCurrent(projectRoot, distDir)) {
  console.log('dist/ is up to date.');
} else {
  console.log('Building the site (dist/ is missing or older than the sources)…');
  await buildSite();
}
