import { type Context, Hono } from 'hono';
import { deleteCookie, setCookie } from 'hono/cookie';
import { z } from 'zod';
import { returnPathSchema } from '#client/lib/safe-url.ts';
import type { AppEnv } from '../app-env.ts';
import { readBodyText } from '../http/request-body.ts';
import { tokensMatch } from '../http/secrets.ts';
import { renderPlainDocument } from '../pages/error-pages.tsx';
import { createEditingToken, editingCookieName, editingSessionSeconds } from './editing-session.ts';

type Ctx = Context<AppEnv>;

const signInFormSchema = z.object({ secret: z.string().max(512), returnTo: returnPathSchema });

const noStore = { 'Cache-Control': 'no-store', 'X-Robots-Tag': 'noindex' };

function signInPage(c: Ctx, status: 200 | 400 | 401 | 413, returnTo: string, problem?: string) {
  return renderPlainDocument(
    c,
    status,
    'Content editing',
    <main className="plain-error">
      <h1>Content editing</h1>
      <p>Sign in with the editing secret to see this site in editing mode.</p>
      {problem ? <p role="alert">{problem}</p> : null}
      <form method="post" action="/_editing/session">
        <input type="hidden" name="returnTo" value={returnTo} />
        <label>
          Editing secret{' '}
          <input type="password" name="secret" autoComplete="current-password" required />
        </label>
        <button type="submit">Start editing</button>
      </form>
    </main>,
    { 'Cache-Control': 'no-store' },
  );
}

/**
 * Editing sessions for content authors (spec shell 6; how authors authenticate is ours to
 * decide): a form posts the editing secret, which is compared in constant time and never logged
 * or echoed; a match sets a signed, HttpOnly, SameSite=Strict session cookie. Without the secret
 * configured these paths do not exist.
 */
export function editingRoutes(): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  app.use('*', async (c, next) => {
    if (!c.get('config').editingSecret) return c.text('Not found', 404, noStore);
    await next();
  });

  app.get('/', (c) => signInPage(c, 200, returnPathSchema.parse(c.req.query('returnTo') ?? '/')));

  app.post('/session', async (c) => {
    const read = await readBodyText(c.req.raw, 2048);
    if (!read.ok) return signInPage(c, read.status === 413 ? 413 : 400, '/', read.error);
    const form = signInFormSchema.safeParse(Object.fromEntries(new URLSearchParams(read.text)));
    if (!form.success) return signInPage(c, 400, '/', 'Send the form with an editing secret.');
    const { secret, returnTo } = form.data;
    const expected = c.get('config').editingSecret!;
    if (!(await tokensMatch(secret, expected)))
      return signInPage(c, 401, returnTo, 'The editing secret is not valid.');
    setCookie(
      c,
      editingCookieName,
      await createEditingToken(expected, Math.floor(Date.now() / 1000)),
      {
        httpOnly: true,
        secure: new URL(c.req.url).protocol === 'https:',
        sameSite: 'Strict',
        path: '/',
        maxAge: editingSessionSeconds,
      },
    );
    return c.redirect(returnTo, 303);
  });

  app.post('/end', async (c) => {
    const read = await readBodyText(c.req.raw, 2048);
    const returnTo = returnPathSchema.parse(
      read.ok ? (new URLSearchParams(read.text).get('returnTo') ?? '/') : '/',
    );
    deleteCookie(c, editingCookieName, { path: '/' });
    return c.redirect(returnTo, 303);
  });

  app.all('*', (c) => c.text('Not found', 404, noStore));
  return app;
}
