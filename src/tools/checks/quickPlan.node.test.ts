import { describe, expect, it } from 'vitest';
import { quickPlan, type ChangedFile, type TypeProject } from './quickPlan';

const projects: TypeProject[] = [
  { name: 'root', files: new Set(['src/components/Button/Button.tsx', 'src/shared/enquiry.ts']) },
  { name: 'serviceWorker', files: new Set(['src/serviceWorker/sw.ts', 'src/shared/enquiry.ts']) },
];
const words = ['src/content/words/home.ts', 'src/content/load/readContent.ts'];
const changed = (...paths: string[]): ChangedFile[] =>
  paths.map((path) => ({ path, exists: true }));

describe('quickPlan', () => {
  it('checks the types of the projects that hold a changed file, and no other', () => {
    expect(quickPlan(changed('src/components/Button/Button.tsx'), projects, words)).toEqual({
      typeProjects: ['root'],
      lint: ['src/components/Button/Button.tsx'],
      format: ['src/components/Button/Button.tsx'],
      related: ['src/components/Button/Button.tsx'],
      everyLanguage: false,
    });
    expect(quickPlan(changed('src/shared/enquiry.ts'), projects, words).typeProjects).toEqual([
      'root',
      'serviceWorker',
    ]);
    expect(quickPlan(changed('docs/testing.md'), projects, words).typeProjects).toEqual([]);
  });

  it('checks every project when a setting of the compiler changed, or one not checked here yet', () => {
    expect(quickPlan(changed('tsconfig.json'), projects, words).typeProjects).toHaveLength(2);
    const unknown = [{ name: 'root', files: undefined }];
    expect(quickPlan(changed('src/new.ts'), unknown, words).typeProjects).toEqual(['root']);
    expect(quickPlan(changed('content/en/home.yaml'), unknown, words).typeProjects).toEqual([]);
  });

  it('lints what ESLint reads, and everything when its settings changed', () => {
    const plan = quickPlan(changed('src/a.tsx', 'content/en/home.yaml', 'README.md'), [], words);
    expect(plan.lint).toEqual(['src/a.tsx']);
    expect(plan.format).toEqual(['src/a.tsx', 'content/en/home.yaml', 'README.md']);
    expect(quickPlan(changed('eslint.config.js'), [], words).lint).toEqual(['.']);
  });

  it('leaves a deleted file to the type check and the tests, not to the linters', () => {
    const plan = quickPlan([{ path: 'src/shared/enquiry.ts', exists: false }], projects, words);
    expect(plan).toMatchObject({ lint: [], format: [], related: ['src/shared/enquiry.ts'] });
    expect(plan.typeProjects).toEqual(['root', 'serviceWorker']);
  });

  it('counts a change in content/ as one of the modules made from it; Markdown as no module', () => {
    expect(quickPlan(changed('content/hi/home.yaml'), [], words).related).toEqual([
      'content/hi/home.yaml',
      ...words,
    ]);
    expect(quickPlan(changed('docs/testing.md'), [], words).related).toEqual([]);
  });

  it('runs the tests in every language when the words or the languages changed, else in the first', () => {
    expect(quickPlan(changed('content/hi/home.yaml'), [], words).everyLanguage).toBe(true);
    expect(quickPlan(changed('src/content/languages.ts'), [], words).everyLanguage).toBe(true);
    expect(quickPlan(changed('src/components/Button/Button.tsx'), [], words).everyLanguage).toBe(
      false,
    );
  });
});
