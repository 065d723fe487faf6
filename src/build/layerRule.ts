/**
 * ESLint's half of src/build/layers.ts: the rule `layers/imports`, which refuses an import the
 * importing file's folder may not make, and the globs of the Node code (for its globals).
 * eslint.config.js loads this module through tsx (Node 20 cannot import TypeScript itself).
 *
 * The rule resolves each relative import against the importing file, so a folder is the folder
 * at any depth (`../../pages/…` from src/components/Hero/ is src/pages/), and a folder's own
 * sub-folders are never taken for another folder of the same name (src/server/inbox/ is not the
 * inbox's src/inbox/).
 */
import { builtinModules } from 'node:module';
import path from 'node:path';
import type { ESLint, Rule } from 'eslint';
import {
  INBOX_MODULES,
  layers,
  NODE_FILES,
  PUBLIC_RUNTIMES,
  type Layer,
  type Runtime,
} from './layers';
import { projectRoot } from './paths';

/** The innermost folder of the layers table that holds `file` (a path from the root). */
export function layerOf(file: string): Layer | undefined {
  return layers
    .filter((layer) => file.startsWith(layer.folder))
    .reduce<Layer | undefined>(
      (inner, layer) => (!inner || layer.folder.length > inner.folder.length ? layer : inner),
      undefined,
    );
}

function runtimeOf(file: string, layer: Layer): Runtime {
  return NODE_FILES.some((node) => node.file === file) ? 'Node' : layer.runsIn;
}

/** `src/content/`, `src/lib/` and `src/shared/`, or anything, or nothing: as the docs' table. */
export function describeImports(mayImport: Layer['mayImport']): string {
  if (mayImport === 'anything') return 'anything';
  if (mayImport.length === 0) return '—';
  return mayImport.map((folder) => `\`${folder}\``).join(', ');
}

function isInboxModule(target: string): boolean {
  return INBOX_MODULES.some((module) =>
    module.endsWith('/') ? target.startsWith(module) : target === module.replace(/\.tsx?$/, ''),
  );
}

/**
 * One of Node's own modules, named with `node:` or without (`fs`, `fs/promises`): Vite bundles
 * neither for a browser, and a bare name is as much Node's as a prefixed one.
 */
function isNodeBuiltin(specifier: string): boolean {
  return specifier.startsWith('node:') || builtinModules.includes(specifier);
}

/**
 * What is wrong with `file` importing `specifier`, in a sentence naming both folders, or
 * undefined when the layers table allows it. Packages other than Node's are not its business.
 */
export function importProblem(file: string, specifier: string): string | undefined {
  const from = layerOf(file);
  if (!from) return undefined;
  const runsIn = runtimeOf(file, from);
  if (isNodeBuiltin(specifier)) {
    return runsIn === 'Node'
      ? undefined
      : `${from.folder} runs in ${runsIn}, so it cannot import Node's ${specifier} (src/build/layers.ts).`;
  }
  if (!specifier.startsWith('.')) return undefined;
  // `?raw`, `?url`: Vite's ways of importing a file, the same file.
  const target = path.posix.join(path.posix.dirname(file), specifier.replace(/\?.*$/, ''));
  const targetWithoutExtension = target.replace(/\.tsx?$/, '');
  if (PUBLIC_RUNTIMES.includes(runsIn) && isInboxModule(targetWithoutExtension)) {
    return `${from.folder} can be part of a public page, so it cannot import the owner's inbox (${target}).`;
  }
  const to = layerOf(target);
  if (!to || to === from || from.mayImport === 'anything') return undefined;
  if (from.mayImport.includes(to.folder)) return undefined;
  const allowed = from.mayImport.length > 0 ? from.mayImport.join(', ') : 'no other folder';
  return `${from.folder} may not import ${to.folder} (${target}): it may import ${allowed} (src/build/layers.ts).`;
}

/** A node of the tree, as `context.report` takes it. */
type SourceNode = Extract<Rule.ReportDescriptorLocation, { node: unknown }>['node'];

const importsRule: Rule.RuleModule = {
  meta: {
    type: 'problem',
    docs: {
      description: "Imports only what the importing file's folder may (src/build/layers.ts).",
    },
    schema: [],
  },
  create(context) {
    const file = path.relative(projectRoot, context.filename).split(path.sep).join('/');
    const check = (node: SourceNode, source: unknown) => {
      if (typeof source !== 'string') return;
      const message = importProblem(file, source);
      if (message) context.report({ node, message });
    };
    return {
      ImportDeclaration: (node) => check(node.source, node.source.value),
      ExportNamedDeclaration: (node) => node.source && check(node.source, node.source.value),
      ExportAllDeclaration: (node) => check(node.source, node.source.value),
      ImportExpression: (node) =>
        node.source.type === 'Literal' && check(node.source, node.source.value),
    };
  },
};

export const layerPlugin: ESLint.Plugin = { rules: { imports: importsRule } };

/**
 * The Node code, for ESLint's Node globals: every Node folder and file, less the folders inside
 * them whose code runs elsewhere (src/testing/jsdom/).
 */
export function nodeCode(): { files: string[]; ignores: string[] } {
  const isNode = (layer: Layer) => layer.runsIn === 'Node';
  const nodeFolders = layers.filter(isNode).map((layer) => layer.folder);
  return {
    files: [...nodeFolders.map((folder) => `${folder}**`), ...NODE_FILES.map(({ file }) => file)],
    ignores: layers
      .filter((layer) => !isNode(layer))
      .filter((layer) => nodeFolders.some((folder) => layer.folder.startsWith(folder)))
      .map((layer) => `${layer.folder}**`),
  };
}
