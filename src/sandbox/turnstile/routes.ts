import { Hono } from 'hono';
import { turnstileResponseLimit } from '../../partners/turnstile/contract.ts';

/**
 * Cloudflare Turnstile's siteverify as the sandbox plays it, with Cloudflare's documented test
 * keys (developers.cloudflare.com/turnstile/troubleshooting/testing): the secret
 * `1x0000000000000000000000000000000AA` passes any answer, `2x…AA` fails every one,
 * `3x…AA` answers that the token was already spent; any other secret is not a key it knows.
 * `POST /turnstile/v0/siteverify` takes the form-encoded (or JSON) `secret`, `response` and
 * `remoteip` and answers 200 `{success, "error-codes", challenge_ts?, hostname?}`, as siteverify does.
 */
export const turnstileSandbox = new Hono();

const testSecrets: Record<string, string | null> = {
  '1x0000000000000000000000000000000AA': null,
  '2x0000000000000000000000000000000AA': 'invalid-input-response',
  '3x0000000000000000000000000000000AA': 'timeout-or-duplicate',
};

const refusal = (code: string) => ({ success: false, 'error-codes': [code] });

async function fieldsOf(request: Request): Promise<Record<string, unknown> | undefined> {
  const type = request.headers.get('content-type') ?? '';
  if (type.startsWith('application/json'))
    return (await request.json().catch(() => undefined)) as Record<string, unknown> | undefined;
  if (
    type.startsWith('application/x-www-form-urlencoded') ||
    type.startsWith('multipart/form-data')
  )
    return Object.fromEntries(await request.formData().catch(() => new FormData()));
  return undefined;
}

turnstileSandbox.post('/v0/siteverify', async (c) => {
  const fields = await fieldsOf(c.req.raw);
  if (!fields) return c.json(refusal('bad-request'));
  const { secret, response } = fields;
  if (typeof secret !== 'string' || secret === '') return c.json(refusal('missing-input-secret'));
  if (!(secret in testSecrets)) return c.json(refusal('invalid-input-secret'));
  if (typeof response !== 'string' || response === '')
    return c.json(refusal('missing-input-response'));
  if (response.length > turnstileResponseLimit) return c.json(refusal('invalid-input-response'));
  const failure = testSecrets[secret];
  if (failure) return c.json(refusal(failure));
  return c.json({
    success: true,
    'error-codes': [],
    challenge_ts: new Date().toISOString(),
    hostname: 'example.com',
  });
});
