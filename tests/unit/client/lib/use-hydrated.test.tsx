import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { useHydrated } from '#client/lib/use-hydrated.ts';

function Probe() {
  return <output>{useHydrated() ? 'hydrated' : 'server'}</output>;
}

describe('useHydrated', () => {
  it('is false while the server renders, so the browser hydrates the same markup', () => {
    expect(renderToString(<Probe />)).toBe('<output>server</output>');
  });
});
