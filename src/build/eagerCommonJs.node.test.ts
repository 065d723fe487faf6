import { describe, expect, it } from 'vitest';
import { eagerCommonJsWrappers } from './eagerCommonJs';

describe('eagerCommonJsWrappers', () => {
  it('writes each CommonJS wrapper as a parenthesized function expression', () => {
    const bundled = [
      'var require_a = /* @__PURE__ */ __commonJSMin(((exports) => {',
      '  exports.a = 1;',
      '}));',
      'var require_b = /* @__PURE__ */ __commonJSMin(((exports, module) => {',
      '  module.exports = require_a();',
      '}));',
    ].join('\n');
    expect(eagerCommonJsWrappers(bundled)).toBe(
      [
        'var require_a = /* @__PURE__ */ __commonJSMin((function(exports) {',
        '  exports.a = 1;',
        '}));',
        'var require_b = /* @__PURE__ */ __commonJSMin((function(exports, module) {',
        '  module.exports = require_a();',
        '}));',
      ].join('\n'),
    );
  });

  it('keeps the wrapped module working', () => {
    const bundled = eagerCommonJsWrappers(
      [
        'const __commonJSMin = (cb, mod) => () => (mod || cb((mod = { exports: {} }).exports, mod), mod.exports);',
        'var require_a = __commonJSMin(((exports, module) => {',
        '  module.exports = { answer: 42 };',
        '}));',
        'return require_a();',
      ].join('\n'),
    );
    expect(bundled).toContain('(function(exports, module) {');
    expect(new Function(bundled)()).toEqual({ answer: 42 });
  });

  it('leaves other arrow functions alone', () => {
    const code = 'items.map(((item) => { return item; }));';
    expect(eagerCommonJsWrappers(code)).toBe(code);
  });
});
