import { readdirSync, readFileSync } from 'node:fs';
import { cloudflare } from '@cloudflare/vite-plugin';
import { defineConfig } from 'vite';
import { stylesheetSources } from './client/styles/stylesheets.ts';

// Keep wrangler and miniflare offline: no request.cf fetch, no telemetry (this machine has no network).
process.env.CLOUDFLARE_CF_FETCH_ENABLED ??= 'false';
process.env.WRANGLER_SEND_METRICS ??= 'false';

// Two builds share this file. The site (default) and, with BUILD_TARGET=fixture, the test-fixture
// build: the same worker plus fixture routes and islands that never ship in the site.
const fixture = process.env.BUILD_TARGET === 'fixture';
const clientEntry = fixture ? 'tests/e2e/fixtures/fixture-main.ts' : 'client/main.ts';
const { version } = JSON.parse(readFileSync('package.json', 'utf8')) as { version: string };

// Every island, and the hydration runtime, is an entry of the client build of its own: the server
// names their chunks in the page (data-island-src, data-island-runtime), so the browser entry
// carries no registry of all islands and no preload helper.
const islandDirs = ['client/islands', ...(fixture ? ['tests/e2e/fixtures/islands'] : [])];
const islandInputs = Object.fromEntries(
  islandDirs.flatMap((dir) =>
    readdirSync(dir)
      .filter((file) => file.endsWith('.island.tsx'))
      .map((file) => [file.replace(/\.tsx$/, ''), `${dir}/${file}`]),
  ),
);

// Every stylesheet is an entry of its own too: a page links the shell's and those of the blocks and
// islands it renders (the manifest maps each source to its file), not one sheet of every block.
const stylesheetInputs = Object.fromEntries(
  Object.entries(stylesheetSources).map(([name, source]) => [`style-${name}`, source]),
);

export default defineConfig(({ command, isPreview }) => ({
  // jotai marks its React hooks 'use client'; the directive means nothing in this bundle.
  build: {
    outDir: fixture ? 'dist-fixture' : 'dist',
    rollupOptions: {
      onwarn(warning, warn) {
        if (warning.code !== 'MODULE_LEVEL_DIRECTIVE') warn(warning);
      },
    },
  },
  publicDir: 'client/public',
  define: {
    __CLIENT_ENTRY__: JSON.stringify(clientEntry),
    __APP_VERSION__: JSON.stringify(`${version}+${new Date().toISOString().slice(0, 16)}`),
  },
  environments: {
    // The worker stays one module, as wrangler deploys it and the tests' miniflare loads it: a lazy
    // chunk of an island (the compare dialog) is inlined there, where nothing ever renders it.
    dealer_group_web: { build: { rollupOptions: { output: { codeSplitting: false } } } },
    client: {
      build: {
        manifest: true,
        // The server already writes a modulepreload for each island's chunks beside the island
        // (src/render/page-assets.ts), so vite's own preload map of every island's dependencies
        // (~2.7 KB gzip in main.js, loaded by every page) would only repeat it.
        modulePreload: false,
        // An island's chunk must keep its default export (and the runtime its hydrateIsland), which
        // only the browser's import() uses.
        rollupOptions: {
          input: {
            main: clientEntry,
            'hydrate-island': 'client/runtime/hydrate-island.tsx',
            ...islandInputs,
            ...stylesheetInputs,
          },
          preserveEntrySignatures: 'exports-only',
          output: {
            // Every page with an island loads React; the few-line helpers many islands share ride
            // in its chunk instead of each costing a request and a chunk's overhead of its own. The data
            // layer is among them: every page's consent dialog pushes to it; so is the keyphrase
            // parameter's name, all the two search islands share (a 53 B chunk of its own).
            codeSplitting: {
              groups: [
                {
                  name: 'react',
                  test: /node_modules[\\/]react[\\/]|client[\\/]lib[\\/](use-hydrated|reduced-motion|fill|data-layer)\.ts$|client[\\/]contracts[\\/]api-route\.ts$|client[\\/]blocks[\\/]hero-banner[\\/]hero-search-url\.ts$/,
                },
                // The one API call helper, LatestCall and the search route (the car list, the dealer
                // site list and compare ask it), one chunk for the islands that ask the worker; a
                // route only one island calls stays in that island's chunk.
                {
                  name: 'api-call',
                  test: /client[\\/](lib[\\/](api-call|latest-call)|contracts[\\/]search\.route)\.ts$/,
                },
                // Groups are filled in this order and take a module's imports along: the picture
                // helper (the dealer site and stories lists use it too) is claimed first, so the
                // car pages' group below does not take it to pages that show no car.
                {
                  name: 'responsive-image',
                  test: /client[\\/](ui[\\/]responsive-image\.tsx|lib[\\/]images\.ts)$/,
                },
                // What every page showing cars loads anyway (the car list, the detail page, car of
                // the week, similar cars all place compare toggles and the compare bar): jotai, the
                // compare selection, the detail page's calculator costs, the car card and the
                // number formats, as one chunk instead of seven, each a request and about 100 B
                // gzip of overhead (the car list's JavaScript: 95,771 B gzip without this group,
                // 94,965 B with it).
                {
                  name: 'cars',
                  // vite's helper for lazy chunks rides along: the compare bar (its dialog) and the
                  // booking page (its gazetteer) both load this chunk, and shared it is a chunk
                  // and a request of its own.
                  test: /vite[\\/]preload-helper|node_modules[\\/]jotai[\\/]|client[\\/](ui[\\/]car-card\.tsx|lib[\\/]format\.ts|finance[\\/]finance-costs\.ts|stock[\\/]word-label\.ts)$|client[\\/]compare[\\/](compare-state|compare-list|compare-detail|compare-toggle|remove-car-button|cross-icon)\.tsx?$/,
                },
              ],
            },
          },
        },
      },
    },
  },
  plugins: [
    cloudflare({
      configPath: 'wrangler.toml',
      config: {
        ...(fixture ? { main: 'tests/e2e/fixtures/fixture-worker.tsx' } : {}),
        // In `vite dev` vite itself must answer its module requests (/@vite/client, /client/...),
        // so the worker runs only for paths that are not files; built assets need no worker there.
        ...(command === 'serve' && !isPreview
          ? { assets: { binding: 'ASSETS', run_worker_first: false } }
          : {}),
      },
      auxiliaryWorkers: [{ configPath: 'src/sandbox/wrangler.toml' }],
      persistState: { path: fixture ? '.wrangler/fixture-state' : '.wrangler/state' },
      inspectorPort: false,
    }),
  ],
}));
