import { Hono } from 'hono';
import { html } from 'hono/html';
import { marketingFormsScript } from './forms-script.ts';

/** A form id of the marketing provider: letters, digits and dashes (a UUID, say). */
const formIdPattern = /^[\w-]{1,64}$/;

const page = (title: string, body: ReturnType<typeof html>) =>
  html`<!doctype html>
    <html lang="sv">
      <head>
        <meta charset="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>${title}</title>
      </head>
      <body>
        <main>${body}</main>
      </body>
    </html>`;

/**
 * The marketing-automation provider as the sandbox plays it (car-stock spec 2, lead-form embeds):
 * its forms script (`GET /marketing-forms/v1/forms.js`) and each form's hosted page, the plain
 * link the block shows without the script (`GET /marketing-forms/forms/{formId}`, a form that
 * posts to itself and thanks the visitor). The site serves both in development only, under
 * `/__sandbox/marketing-forms/` (src/routes/marketing-forms-sandbox.ts).
 */
export const marketingFormsSandbox = new Hono();

marketingFormsSandbox.get('/v1/forms.js', (c) =>
  c.body(marketingFormsScript, 200, {
    'content-type': 'text/javascript; charset=utf-8',
    'cache-control': 'no-cache',
  }),
);

marketingFormsSandbox.get('/forms/:formId', (c) => {
  const formId = c.req.param('formId');
  if (!formIdPattern.test(formId)) return c.text('No such form', 404);
  return c.html(
    page(
      'Formulär',
      html`<h1>Formulär</h1>
        <form method="post">
          <p>
            <label for="name">Namn</label>
            <input id="name" name="name" required autocomplete="name" />
          </p>
          <p>
            <label for="email">E-post</label>
            <input id="email" name="email" type="email" required autocomplete="email" />
          </p>
          <p><button type="submit">Skicka</button></p>
        </form>`,
    ),
  );
});

marketingFormsSandbox.post('/forms/:formId', (c) => {
  if (!formIdPattern.test(c.req.param('formId'))) return c.text('No such form', 404);
  return c.html(page('Tack', html`<h1>Tack! Vi hör av oss snart.</h1>`));
});
