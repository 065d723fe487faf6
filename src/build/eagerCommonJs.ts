import type { Plugin } from 'vite';

/**
 * The bundler wraps each CommonJS module (React, React DOM, the scheduler) in a function it
 * calls once, on first `require`: `__commonJSMin(((exports, module) => { … }))`. V8 compiles a
 * function it expects to be called at once on a background thread while the file downloads,
 * but it did not take these parenthesized arrows as such: it compiled React DOM's wrapper
 * (200 KB) on the main thread when the app started. Written as `(function (exports, module)
 * { … })`, the pattern V8 documents, it is compiled in the background, and evaluating React
 * DOM took 11–15 ms instead of 15–24 ms in Chromium (unthrottled, 5 runs each), the longest
 * task of every page's start (docs/performance.md).
 *
 * Same meaning: these wrappers are called as plain functions in strict code, so `this` is
 * undefined either way, and CommonJS code expects a function's `arguments` at its top level.
 */
const ARROW_WRAPPER = /__commonJSMin\(\(\(([\w$, ]*)\) => \{/g;

export function eagerCommonJsWrappers(code: string): string {
  return code.replace(ARROW_WRAPPER, '__commonJSMin((function($1) {');
}

/** Applies {@link eagerCommonJsWrappers} to every chunk of the build, before minification. */
export function eagerCommonJs(): Plugin {
  return {
    name: 'eager-commonjs-wrappers',
    apply: 'build',
    renderChunk(code) {
      const changed = eagerCommonJsWrappers(code);
      return changed === code ? null : { code: changed, map: null };
    },
  };
}
