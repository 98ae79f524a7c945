import { readFileSync } from 'node:fs';
import { Agent } from 'node:http';
import { join, resolve } from 'node:path';
import type { TestProject } from 'vitest/node';
import { getOnce } from '../support/http-get.ts';
import { startPreview } from '../support/processes.ts';
import { startSite } from '../support/site-under-test.ts';
import { browserEntry } from '#src/render/browser-entry.ts';

const root = resolve(import.meta.dirname, '../..');

/**
 * Starts what the browser tests visit and stops it afterwards: the site's production build under
 * `vite preview` (the server `npm start` runs, on the seeded .wrangler/state), and the test-fixture
 * build under miniflare (vite preview serves only the build that ran last, which is the site's).
 */
export default async function setup(project: TestProject) {
  const agent = new Agent({ keepAlive: false });
  const preview = await startPreview(root, (port) => `group-se.localhost:${port}`, agent, 60_000);
  const fixtures = await startSite({ build: 'dist-fixture', port: 0 }).catch(
    async (error: unknown) => {
      await preview.stop();
      throw error;
    },
  );
  try {
    await expectServesSiteBuild(preview.port, agent);
  } catch (error) {
    await Promise.all([preview.stop(), fixtures.dispose()]);
    throw error;
  }
  project.provide('sitePort', preview.port);
  project.provide('fixturePort', Number(fixtures.url!.port));
  return async () => {
    await Promise.all([preview.stop(), fixtures.dispose()]);
    agent.destroy();
  };
}

async function expectServesSiteBuild(port: number, agent: Agent): Promise<void> {
  const manifest = JSON.parse(
    readFileSync(join(root, 'dist/client/.vite/manifest.json'), 'utf8'),
  ) as Record<string, { file: string; src?: string; isEntry?: boolean }>;
  const entry = browserEntry(manifest)[1].file;
  const home = await getOnce({
    port,
    host: `group-se.localhost:${port}`,
    path: '/',
    agent,
    timeoutMs: 10_000,
    keepBody: true,
  });
  if (!entry || !home.body?.includes(`src="/${entry}"`)) {
    throw new Error(
      'vite preview does not serve dist/: run `npm run build` after `npm run build:fixture` (npm test does).',
    );
  }
}
