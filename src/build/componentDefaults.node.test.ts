/**
 * A component README's props table retells each prop's default; the code is where the default
 * is. So every default the table writes as code (`primary`, `false`, `'30%'`) must be the one the
 * component gives, and every literal default the component gives must be in the table: read from
 * the component's parameter (`{ variant = 'primary' }`) or, for a component that keeps its
 * defaults in one object, from an exported `…Defaults` object in its folder (the Lightbox's).
 * Words in a cell ("none", "the content's", "generated") are prose, and not compared.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { projectRoot } from './paths';

const componentsDir = path.join(projectRoot, 'src/components');

/** `'primary'` and `primary`, `{ a: 1, }` and `{ a: 1 }`: the same default. */
function normal(text: string): string {
  return text
    .replace(/\s+(?:satisfies|as)\s+[\w<>[\]|' ]+$/g, '')
    .replace(/\s+(?:satisfies|as)\s+\w+/g, '')
    .replace(/\s+/g, ' ')
    .replace(/,\s*}/g, ' }')
    .replace(/^'(.*)'$/, '$1')
    .trim();
}

/** Prop → default, as the README's `| prop | default | … |` table writes it in code. */
function readmeDefaults(readme: string): Map<string, string | undefined> {
  const lines = readme.split('\n');
  const header = lines.findIndex((line) => /^\|\s*prop\s*\|\s*default\s*\|/.test(line));
  const defaults = new Map<string, string | undefined>();
  if (header < 0) return defaults;
  for (const line of lines.slice(header + 2)) {
    if (!line.startsWith('|')) break;
    const [, props = '', cell = ''] = line.split('|').map((part) => part.trim());
    const code = /^`([^`]+)`$/.exec(cell)?.[1];
    for (const [, prop] of props.matchAll(/`([^`]+)`/g)) {
      if (prop) defaults.set(prop, code === undefined ? undefined : normal(code));
    }
  }
  return defaults;
}

function parse(file: string): ts.SourceFile {
  return ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
}

interface CodeDefault {
  text: string;
  /** A string, a number or a boolean, which the table must then state. */
  primitive: boolean;
}

function codeDefault(value: ts.Expression, source: ts.SourceFile): CodeDefault {
  const primitive =
    ts.isStringLiteral(value) ||
    ts.isNumericLiteral(value) ||
    value.kind === ts.SyntaxKind.TrueKeyword ||
    value.kind === ts.SyntaxKind.FalseKeyword;
  return { text: normal(value.getText(source)), primitive };
}

/** The initializers of the component function's destructured props. */
function parameterDefaults(source: ts.SourceFile, name: string): Map<string, CodeDefault> {
  const defaults = new Map<string, CodeDefault>();
  source.forEachChild((node) => {
    if (!ts.isFunctionDeclaration(node) || node.name?.text !== name) return;
    const binding = node.parameters[0]?.name;
    if (!binding || !ts.isObjectBindingPattern(binding)) return;
    for (const element of binding.elements) {
      if (element.initializer && ts.isIdentifier(element.name)) {
        defaults.set(element.name.text, codeDefault(element.initializer, source));
      }
    }
  });
  return defaults;
}

/** The properties of an exported `…Defaults` object of the component's folder. */
function objectDefaults(source: ts.SourceFile): Map<string, CodeDefault> {
  const defaults = new Map<string, CodeDefault>();
  source.forEachChild((node) => {
    if (!ts.isVariableStatement(node)) return;
    for (const declaration of node.declarationList.declarations) {
      if (!ts.isIdentifier(declaration.name) || !/Defaults$/.test(declaration.name.text)) continue;
      let value = declaration.initializer;
      while (value && (ts.isAsExpression(value) || ts.isSatisfiesExpression(value))) {
        value = value.expression;
      }
      if (!value || !ts.isObjectLiteralExpression(value)) continue;
      for (const property of value.properties) {
        if (ts.isPropertyAssignment(property) && ts.isIdentifier(property.name)) {
          let initializer = property.initializer;
          while (ts.isAsExpression(initializer) || ts.isSatisfiesExpression(initializer)) {
            initializer = initializer.expression;
          }
          defaults.set(property.name.text, codeDefault(initializer, source));
        }
      }
    }
  });
  return defaults;
}

/** Every default the component's code gives, by prop. */
function codeDefaults(name: string): Map<string, CodeDefault> {
  const folder = path.join(componentsDir, name);
  const defaults = parameterDefaults(parse(path.join(folder, `${name}.tsx`)), name);
  for (const file of readdirSync(folder).filter((file) => /^[a-z]\w*\.ts$/.test(file))) {
    for (const [prop, value] of objectDefaults(parse(path.join(folder, file)))) {
      defaults.set(prop, value);
    }
  }
  return defaults;
}

function drift(name: string, readme: Map<string, string | undefined>): string[] {
  const code = codeDefaults(name);
  const where = `src/components/${name}/README.md`;
  const problems: string[] = [];
  for (const [prop, written] of readme) {
    const given = code.get(prop)?.text;
    if (written === undefined || given === written) continue;
    const actual = given === undefined ? 'no default' : `\`${given}\``;
    problems.push(`${where}: ${prop} defaults to \`${written}\`, but the code gives ${actual}.`);
  }
  for (const [prop, { text, primitive }] of code) {
    if (!readme.has(prop) || readme.get(prop) !== undefined || !primitive) continue;
    problems.push(`${where}: the code defaults ${prop} to \`${text}\`; the table does not say so.`);
  }
  return problems;
}

const components = readdirSync(componentsDir).filter((name) =>
  existsSync(path.join(componentsDir, name, 'README.md')),
);

describe("the defaults in the components' READMEs", () => {
  it('are the ones the code gives', () => {
    const checked = components
      .map((name) => ({
        name,
        readme: readmeDefaults(readFileSync(path.join(componentsDir, name, 'README.md'), 'utf8')),
      }))
      .filter(({ readme }) => readme.size > 0);
    expect(checked.map(({ name }) => name)).toEqual(expect.arrayContaining(['Button', 'Lightbox']));
    expect(checked.flatMap(({ name, readme }) => drift(name, readme))).toEqual([]);
  });
});
