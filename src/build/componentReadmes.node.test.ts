/**
 * Each component's README that has a props table (`| prop | default | … |`, in
 * `src/components/<Name>/README.md`) names the props of the component's exported interface,
 * `<Name>Props`, read with the TypeScript compiler: every prop the interface declares itself is
 * in the table, and every prop in the table is one the component takes (its own, or one it
 * inherits and documents, such as Button's `className`). A row whose first cell is not a prop
 * name in backticks (TextField's "…the rest") is prose, and skipped.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { projectRoot } from './paths';

const componentsDir = path.join(projectRoot, 'src/components');

/** The prop names of the README's props table, or undefined when it has none. */
function readmeProps(readme: string): string[] | undefined {
  const lines = readme.split('\n');
  const header = lines.findIndex((line) => /^\|\s*prop\s*\|\s*default\s*\|/.test(line));
  if (header < 0) return undefined;
  const names: string[] = [];
  for (const line of lines.slice(header + 2)) {
    if (!line.startsWith('|')) break;
    const cell = line.split('|')[1]?.trim() ?? '';
    // "`closeOnPullDown` / `closeOnPullUp`": one row for two props.
    if (!/^`[^`]+`(\s*\/\s*`[^`]+`)*$/.test(cell)) continue;
    names.push(...[...cell.matchAll(/`([^`]+)`/g)].map((match) => match[1] ?? ''));
  }
  return names;
}

const components = readdirSync(componentsDir, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name)
  .filter((name) => existsSync(path.join(componentsDir, name, 'README.md')))
  .map((name) => ({
    name,
    props: readmeProps(readFileSync(path.join(componentsDir, name, 'README.md'), 'utf8')),
  }))
  .filter((component): component is { name: string; props: string[] } => !!component.props);

/** One program over every component's module, with the project's compiler options. */
function program(): ts.Program {
  const configFile = path.join(projectRoot, 'tsconfig.json');
  const { config } = ts.readConfigFile(configFile, ts.sys.readFile);
  const { options } = ts.parseJsonConfigFileContent(config, ts.sys, projectRoot);
  return ts.createProgram(
    components.map(({ name }) => path.join(componentsDir, name, `${name}.tsx`)),
    { ...options, noEmit: true },
  );
}

interface DeclaredProps {
  /** Declared in the interface itself. */
  own: string[];
  /** Every prop the component takes: its own and those it inherits. */
  all: string[];
}

/** `<Name>Props`, as `<Name>.tsx` exports it (declared there or re-exported). */
function exportedProps(
  checker: ts.TypeChecker,
  source: ts.SourceFile,
  name: string,
): DeclaredProps {
  const module = checker.getSymbolAtLocation(source);
  const exported =
    module && checker.getExportsOfModule(module).find((s) => s.name === `${name}Props`);
  if (!exported) throw new Error(`${name}.tsx exports no ${name}Props.`);
  const symbol =
    exported.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(exported) : exported;
  const declaration = symbol.declarations?.find(ts.isInterfaceDeclaration);
  if (!declaration) throw new Error(`${name}Props is not an interface.`);
  const own = declaration.members
    .map((member) => member.name && ts.isIdentifier(member.name) && member.name.text)
    .filter((text): text is string => !!text);
  const all = checker
    .getPropertiesOfType(checker.getDeclaredTypeOfSymbol(symbol))
    .map((p) => p.name);
  return { own, all };
}

describe("the components' READMEs", () => {
  it('are found, with a props table in the READMEs that have one', () => {
    expect(components.map(({ name }) => name)).toEqual(
      expect.arrayContaining(['Button', 'ErrorSummary', 'Lightbox', 'TextField']),
    );
  });

  const checked = program();
  const checker = checked.getTypeChecker();

  it.each(components)(
    '$name: the table names the props of its exported interface (<name>Props)',
    ({ name, props }) => {
      const source = checked.getSourceFile(path.join(componentsDir, name, `${name}.tsx`));
      if (!source) throw new Error(`No ${name}.tsx.`);
      const declared = exportedProps(checker, source, name);
      // Every prop the interface declares is in the table…
      expect(declared.own.filter((prop) => !props.includes(prop))).toEqual([]);
      // …and every prop in the table is one the component takes.
      expect(props.filter((prop) => !declared.all.includes(prop))).toEqual([]);
    },
  );
});
