// The fake search proxy the upstream adapter is tested against: a worker (bundled by
// tests/worker/search-harness.ts, run as miniflare's outbound service) that answers the proxy
// payload from the same D1 index the embedded backend reads. It counts the searches it answers and
// keeps the latest payloads (GET /__searches), and fails on purpose for the keyphrase 'proxy failure'.
import { searchRequestSchema, searchResponseSchema } from '#client/contracts/search.ts';
import type { D1Database } from '#src/platform.ts';
import { sites } from '#src/sites/catalogue.ts';
import { runD1Search } from '#src/search/d1/index.ts';
import { normaliseSearch } from '#src/search/normalise.ts';

let searches = 0;
/** The latest payloads, newest last: tests see what the worker asked the proxy. */
const payloads: unknown[] = [];
const payloadsKept = 500;

/** The site and index a proxy index id (`cars_group_se`) belongs to. */
function indexOf(id: unknown) {
  for (const site of Object.values(sites)) {
    for (const index of ['cars', 'vehicles', 'sites'] as const)
      if (site.indexes[index] === id) return { site, index };
  }
  return undefined;
}

export default {
  async fetch(request: Request, env: { DB: D1Database }): Promise<Response> {
    const url = new URL(request.url);
    if (request.method === 'GET' && url.pathname === '/__searches')
      return Response.json({ searches, payloads });
    if (request.method !== 'POST' || url.hostname !== 'search-proxy.test')
      return new Response('not here', { status: 404 });
    searches += 1;
    const payload = (await request.json()) as Record<string, unknown>;
    payloads.push(payload);
    if (payloads.length > payloadsKept) payloads.shift();
    const target = indexOf(payload.index);
    if (!target) return Response.json({ error: 'unknown index' }, { status: 400 });
    const parsed = searchRequestSchema.safeParse({ ...payload, index: target.index });
    if (!parsed.success) return Response.json({ error: parsed.error.message }, { status: 400 });
    if (parsed.data.keyphrase === 'proxy failure')
      return new Response('upstream broke', { status: 502 });
    const answer = await runD1Search(
      env.DB,
      payload.index as string,
      normaliseSearch(target.site.name, parsed.data),
    );
    return Response.json(searchResponseSchema.parse(answer.response));
  },
};
