import { describe, expect, it } from 'vitest';
import { jsonForScript } from '#client/lib/json-script.ts';

describe('jsonForScript', () => {
  it('escapes <, >, &, U+2028 and U+2029 so data cannot leave its script element', () => {
    const value = {
      label: '</script><script>alert(1)</script>',
      amp: 'a & b',
      seps: 'x\u2028y\u2029z',
      comment: '<!--',
    };
    const json = jsonForScript(value);
    expect(json).not.toMatch(/[<>&\u2028\u2029]/);
    expect(json).toContain('\\u003c/script\\u003e');
    expect(JSON.parse(json)).toEqual(value);
  });
});
