import { access, readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { pages } from '../content/site';
import { notFoundRoute, pageRoutes, findPageRoute, pageMetaFor } from './routes';

const projectRoot = path.resolve(import.meta.dirname, '../..');

describe('routes', () => {
  it('has one route per page of the content, in navigation order, then the statement, the privacy notice, the conformance report and the site map', () => {
    expect(pageRoutes.map((route) => route.path)).toEqual([
      ...pages.map((page) => page.path),
      '/accessibility',
      '/privacy',
      '/accessibility/conformance',
      '/site-map',
    ]);
  });

  it('names, for every route, the source file it really loads (the prerender preloads it)', async () => {
    const routesSource = await readFile(path.join(projectRoot, 'src/app/routes.tsx'), 'utf8');
    for (const { source } of [...pageRoutes, notFoundRoute]) {
      await expect(access(path.join(projectRoot, source))).resolves.toBeUndefined();
      const importPath = `'../${source.replace(/^src\//, '').replace(/\.tsx$/, '')}'`;
      expect(routesSource.replace(/\s+/g, '')).toContain(`import(${importPath})`);
    }
  });

  it('finds a page with or without a trailing slash, and nothing for other addresses', () => {
    expect(findPageRoute('/about')?.path).toBe('/about');
    expect(findPageRoute('/about/')?.path).toBe('/about');
    expect(findPageRoute('/')?.path).toBe('/');
    expect(findPageRoute('/about/team')).toBeUndefined();
    expect(pageMetaFor('/nowhere').title).toBe('Page not found');
  });
});
