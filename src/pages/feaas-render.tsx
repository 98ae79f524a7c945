import type { Context } from 'hono';
import { z } from 'zod';
import { blockSchema } from '#client/blocks/schema.ts';
import { ApiError, type ApiIssue, issuesOf } from '../api/api-error.ts';
import { apiErrorResponse } from '../api/error-response.ts';
import type { AppEnv } from '../app-env.ts';
import { createContentSource } from '../content/create-content-source.ts';
import { routePathSchema } from '../content/schemas.ts';
import { readJsonBody } from '../http/request-body.ts';
import { BlockList } from '../render/block-list.tsx';
import { renderPage } from '../render/render-page.tsx';
import { createBlockData } from './block-data.ts';
import { loadShell } from './load-shell.ts';
import { headFor, themeOf } from './site-chrome.ts';

/** Largest draft block the editor may post. */
const maxDraftBytes = 64 * 1024;

const storedBlockQuery = z.object({ path: routePathSchema, block: z.string().min(1).max(200) });
const draftSchema = z.object({
  block: z.object({ id: z.string(), type: z.string(), fields: z.unknown() }),
});

/** The editor's refusals answer in the API's one error shape. */
const problem = (
  c: Context<AppEnv>,
  status: 401 | 404 | 413 | 400 | 415,
  error: string,
  issues: ApiIssue[] = [],
) => apiErrorResponse(new ApiError(status, error, issues), c);

/**
 * /feaas-render: one block rendered alone for the editor (spec shell 2.1), in the site's theme and
 * styles, in editing mode. GET renders a stored block (`?path=/om-oss&block=<id>`, in the
 * language of the request path's site default); POST renders a draft `{ block: {id, type, fields} }`
 * checked with the block's own schema (400 with the issues when it does not pass).
 */
export async function feaasRender(c: Context<AppEnv>): Promise<Response> {
  if (!c.get('config').editingSecret) return c.text('Not found', 404);
  if (!c.get('editing'))
    return problem(c, 401, 'Editing mode required: sign in at /_editing first');
  const site = c.get('site');
  const language = c.get('language');
  const content = createContentSource(c);

  let candidate: unknown;
  // The page the block is shown on: its route for a stored block, the home path for a draft.
  let pagePath = '/';
  let fields = { navTitle: 'Block preview' } as Parameters<typeof headFor>[1];
  if (c.req.method === 'POST') {
    const read = await readJsonBody(c.req.raw, maxDraftBytes);
    if (!read.ok) return problem(c, read.status, read.error);
    const draft = draftSchema.safeParse(read.value);
    if (!draft.success)
      return problem(c, 400, 'The body must be { "block": { "id", "type", "fields" } }');
    candidate = draft.data.block;
  } else {
    const query = storedBlockQuery.safeParse(c.req.query());
    if (!query.success) return problem(c, 400, 'Name the block: ?path=/a/route&block=<block id>');
    const route = await content.getRoute(site.name, language, query.data.path);
    candidate = route?.placeholders.main.find((b) => b.id === query.data.block);
    if (!route || !candidate)
      return problem(c, 404, `No block ${query.data.block} on ${query.data.path}`);
    fields = route.fields;
    pagePath = route.path;
  }
  const parsed = blockSchema.safeParse(candidate);
  if (!parsed.success) {
    return problem(c, 400, 'The block does not match its schema', issuesOf(parsed.error));
  }
  const shell = await loadShell(c, content, '/');
  return renderPage(c, {
    head: headFor(c, fields, shell.settings),
    theme: themeOf(c, fields),
    shell,
    chrome: 'block',
    children: (
      <BlockList
        blocks={[parsed.data]}
        data={createBlockData(c, { content, language, path: pagePath, url: new URL(c.req.url) })}
      />
    ),
  });
}
