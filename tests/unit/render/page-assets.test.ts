import { describe, expect, it } from 'vitest';
import { toPageAssets } from '#src/render/page-assets.ts';

const manifest = {
  '_jsx-runtime-a1.js': { file: 'assets/jsx-runtime-a1.js' },
  '_shared-b2.js': { file: 'assets/shared-b2.js', imports: ['_jsx-runtime-a1.js'] },
  'client/islands/scroll-to-top.island.tsx': {
    file: 'assets/scroll-to-top.island-c3.js',
    src: 'client/islands/scroll-to-top.island.tsx',
    isEntry: true,
    imports: ['_shared-b2.js', '_jsx-runtime-a1.js'],
  },
  'client/main.ts': {
    file: 'assets/main-d4.js',
    src: 'client/main.ts',
    isEntry: true,
    css: ['assets/main-e5.css'],
  },
  // A stylesheet is an entry of its own too (vite.config.ts), never the page's script.
  'client/styles/shell.css': {
    file: 'assets/style-shell-g7.css',
    src: 'client/styles/shell.css',
    isEntry: true,
  },
  'client/runtime/hydrate-island.tsx': {
    file: 'assets/hydrate-island-f6.js',
    src: 'client/runtime/hydrate-island.tsx',
    imports: ['_jsx-runtime-a1.js'],
  },
  'node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2': {
    file: 'assets/inter-latin-wght-normal-g7.woff2',
    src: 'node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2',
  },
};

describe('toPageAssets', () => {
  it("links the one browser entry chunk (islands are entries too, but not the page's script) and its styles", () => {
    const assets = toPageAssets(manifest);
    expect(assets.scripts).toEqual(['/assets/main-d4.js']);
    expect(assets.stylesheets).toEqual(['/assets/main-e5.css']);
  });

  it('names the built file of each stylesheet, and none for a sheet the build lacks', () => {
    const assets = toPageAssets(manifest);
    expect(assets.stylesheetHref('shell')).toBe('/assets/style-shell-g7.css');
    expect(assets.stylesheetHref('car-list')).toBeUndefined();
  });

  it('lists an island chunk with everything it imports and the hydration runtime, once each', () => {
    expect(toPageAssets(manifest).islandChunks('scroll-to-top')).toEqual([
      '/assets/scroll-to-top.island-c3.js',
      '/assets/shared-b2.js',
      '/assets/jsx-runtime-a1.js',
      '/assets/hydrate-island-f6.js',
    ]);
    expect(toPageAssets(manifest).islandChunks('car-list')).toEqual([]);
  });

  it("names the island's own chunk for the browser to import, and none for an island the build lacks", () => {
    expect(toPageAssets(manifest).islandModule('scroll-to-top')).toBe(
      '/assets/scroll-to-top.island-c3.js',
    );
    expect(toPageAssets(manifest).islandModule('car-list')).toBeUndefined();
  });

  it('names the built file of a source the stylesheet references, and none for one the build lacks', () => {
    const assets = toPageAssets(manifest);
    expect(
      assets.builtFile(
        'node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2',
      ),
    ).toBe('/assets/inter-latin-wght-normal-g7.woff2');
    expect(
      assets.builtFile('node_modules/@fontsource-variable/jost/files/x.woff2'),
    ).toBeUndefined();
  });

  it('refuses a manifest without exactly one browser entry', () => {
    expect(() => toPageAssets({ 'a.js': { file: 'a.js' } })).toThrow(
      'expected one entry chunk, found 0',
    );
    expect(() =>
      toPageAssets({
        'a.ts': { file: 'a.js', src: 'a.ts', isEntry: true },
        'b.ts': { file: 'b.js', src: 'b.ts', isEntry: true },
      }),
    ).toThrow('found 2');
  });
});
