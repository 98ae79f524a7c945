import { seedRedirects, seedStock, type SeedStockOptions } from '#kv-seed/seed.ts';
import { edgeApiKey, edgeOutboundScript, loadRecordings } from './edge-recordings/fake-edge.ts';
import { startSite, type SiteUnderTest } from './site-under-test.ts';

/**
 * The built worker with SITECORE_EDGE_URL set and every outside fetch answered by the fake Edge
 * endpoint serving the recorded answers. The content KV stays empty, so whatever renders came
 * from Edge; stock and redirects are seeded as on any site.
 */
export async function startEdgeSite(stock: SeedStockOptions = {}): Promise<SiteUnderTest> {
  const site = await startSite({
    seed: false,
    vars: {
      SITECORE_EDGE_URL: 'https://edge.example.test/api/graphql/v1',
      SITECORE_EDGE_API_KEY: edgeApiKey,
    },
    outboundScript: edgeOutboundScript(loadRecordings()),
  });
  await seedStock(await site.db(), stock);
  await seedRedirects(await site.redirectsKv());
  return site;
}

/**
 * Tells the fake Edge endpoint of an edge site to fail one operation (or every one), or to answer
 * from the recordings again.
 */
export async function edgeControl(
  site: SiteUnderTest,
  action: 'fail' | 'reset',
  operation?: string,
): Promise<void> {
  const outside = await site.mf.getWorker('outside-world');
  await outside.fetch(`http://edge-control.test/${action}`, {
    method: 'POST',
    body: JSON.stringify({ operation }),
  });
}
