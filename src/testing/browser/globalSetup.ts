import { access } from 'node:fs/promises';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { projectRoot, startSite } from './site';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Where the built site is served for this test run, e.g. http://127.0.0.1:40123. */
    baseUrl: string;
  }
}

/**
 * The real-browser tests run against the built site served by the real service. `npm test`
 * builds first; running these alone needs `npm run build` once.
 */
export default async function setup(project: TestProject) {
  try {
    await access(path.join(projectRoot, 'dist/.build-complete'));
  } catch {
    throw new Error('dist/ is missing: run `npm run build` before the browser tests.');
  }
  // Several files open the contact form's dialogs by sending real enquiries to this one server;
  // the default limit (5 per client in 10 minutes) would turn the sixth "Success!" into "Oops!".
  const site = await startSite({ CONTACT_RATE_MAX: '1000' });
  project.provide('baseUrl', site.baseUrl);
  return site.stop;
}
