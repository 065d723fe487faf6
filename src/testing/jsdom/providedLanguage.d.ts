import 'vitest';

declare module 'vitest' {
  /** What vite.config.ts gives each jsdom project (`provide`), read with `inject`. */
  interface ProvidedContext {
    /** The folder of the language the project's pages are in: `en` for `components`. */
    language: string;
  }
}
