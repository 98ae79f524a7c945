import { Miniflare } from 'miniflare';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedContent } from '#kv-seed/seed.ts';
import type { KVNamespace } from '#src/platform.ts';
import { kvKeys } from '#src/kv-keys.ts';

let mf: Miniflare;
let kv: KVNamespace;
beforeAll(async () => {
  mf = new Miniflare({
    modules: true,
    script: 'export default { fetch() { return new Response(null) } }',
    kvNamespaces: ['CONTENT_KV'],
  });
  kv = (await mf.getKVNamespace('CONTENT_KV')) as unknown as KVNamespace;
});
afterAll(() => mf?.dispose());

describe('seeding content', () => {
  it('removes route keys an earlier seed wrote for pages the seed no longer has, and keeps every seeded page', async () => {
    const stale = kvKeys.route('group-se', 'sv', '/anlaggningar/volvo-goteborg');
    const otherSite = kvKeys.route('group-uk', 'en', '/an-old-page');
    await kv.put(stale, JSON.stringify({ itemId: 'old' }));
    await kv.put(otherSite, JSON.stringify({ itemId: 'old' }));

    await seedContent(kv);

    expect(await kv.get(stale)).toBeNull();
    expect(await kv.get(otherSite)).toBeNull();
    const index = JSON.parse((await kv.get(kvKeys.routeIndex('group-se')))!) as Array<{
      path: string;
      language: 'sv';
    }>;
    expect(index.length).toBeGreaterThan(10);
    for (const { path, language } of index)
      expect(await kv.get(kvKeys.route('group-se', language, path)), path).not.toBeNull();
  });
});
