import { copyFileSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { readSiteSeeds } from '#kv-seed/seed.ts';

const seedRoot = resolve(import.meta.dirname, '../../../kv-seed/content');
const route = (path: string) => ({
  itemId: `item${path.replace(/\W/g, '-')}`,
  name: path.split('/').pop() || 'home',
  path,
  fields: { navTitle: path },
  placeholders: { main: [] },
  lastModified: '2026-11-01',
});

let dir: string | undefined;
afterEach(() => {
  if (dir) rmSync(dir, { recursive: true, force: true });
  dir = undefined;
});

/** A content folder holding store-sk's real site.json and the given page files. */
function contentWith(files: Record<string, unknown>): string {
  dir = mkdtempSync(join(tmpdir(), 'seed-'));
  mkdirSync(join(dir, 'store-sk'));
  copyFileSync(join(seedRoot, 'store-sk/site.json'), join(dir, 'store-sk/site.json'));
  for (const [name, body] of Object.entries(files))
    writeFileSync(join(dir, 'store-sk', name), JSON.stringify(body));
  return dir;
}

describe('seed topic files', () => {
  it('merges pages.<lang>.<topic>.json into the language after its pages file', () => {
    const folder = contentWith({
      'pages.sk.json': { site: 'store-sk', language: 'sk', routes: [route('/'), route('/o-nas')] },
      'pages.sk.stories.json': {
        site: 'store-sk',
        language: 'sk',
        routes: [route('/novinky/prvy')],
      },
    });
    const [seed] = readSiteSeeds(folder);
    expect(seed?.pages).toHaveLength(1);
    expect(seed?.pages[0]?.routes.map((r) => r.path)).toEqual(['/', '/o-nas', '/novinky/prvy']);
  });

  it('refuses a path that two files of one language both seed', () => {
    const folder = contentWith({
      'pages.sk.json': { site: 'store-sk', language: 'sk', routes: [route('/'), route('/o-nas')] },
      'pages.sk.blocks.json': { site: 'store-sk', language: 'sk', routes: [route('/o-nas')] },
    });
    expect(() => readSiteSeeds(folder)).toThrow('/o-nas is already seeded in sk');
  });

  it('refuses a topic file whose language differs from its name', () => {
    const folder = contentWith({
      'pages.sk.json': { site: 'store-sk', language: 'sk', routes: [route('/')] },
      'pages.sk.stories.json': { site: 'store-sk', language: 'fi', routes: [route('/uutiset')] },
    });
    expect(() => readSiteSeeds(folder)).toThrow('names store-sk fi');
  });
});
