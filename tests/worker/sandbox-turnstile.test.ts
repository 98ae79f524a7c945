import { describe, expect, it } from 'vitest';
import { loadConfig } from '#src/env.ts';
import { rawSiteverifyAnswerSchema, siteverifyForm } from '#src/partners/turnstile/contract.ts';
import { createTurnstileVerifier } from '#src/partners/turnstile/client.ts';
import { developmentEnv } from '../support/worker-env.ts';
import { useSite } from '../support/site-under-test.ts';

// The sandbox's Turnstile siteverify, played with Cloudflare's documented test keys, and the
// worker's siteverify client through it: the built sandbox under miniflare, the main worker unused.
const site = useSite({ seed: false });

const passing = '1x0000000000000000000000000000000AA';
const failing = '2x0000000000000000000000000000000AA';
const spent = '3x0000000000000000000000000000000AA';
const dummyAnswer = 'XXXX.DUMMY.TOKEN.XXXX';

async function siteverify(body: BodyInit, type = 'application/x-www-form-urlencoded') {
  const worker = await site.mf.getWorker('partner-sandbox');
  const res = (await worker.fetch('https://partner-sandbox.internal/turnstile/v0/siteverify', {
    method: 'POST',
    headers: { 'content-type': type },
    body,
  } as never)) as unknown as Response;
  expect(res.status).toBe(200);
  return res.json() as Promise<Record<string, unknown>>;
}

describe('the sandbox siteverify', () => {
  it('passes any answer under the always-passing test secret, as siteverify answers', async () => {
    const answer = await siteverify(
      siteverifyForm({ secret: passing, response: dummyAnswer, remoteip: '203.0.113.7' }),
    );
    expect(rawSiteverifyAnswerSchema.parse(answer)).toEqual({ success: true, 'error-codes': [] });
    expect(answer).toMatchObject({ hostname: 'example.com', challenge_ts: expect.any(String) });
  });

  it('fails every answer under the always-failing secret, and the spent one says so', async () => {
    expect(await siteverify(siteverifyForm({ secret: failing, response: dummyAnswer }))).toEqual({
      success: false,
      'error-codes': ['invalid-input-response'],
    });
    expect(await siteverify(siteverifyForm({ secret: spent, response: dummyAnswer }))).toEqual({
      success: false,
      'error-codes': ['timeout-or-duplicate'],
    });
  });

  it('names what is missing or unknown, and takes JSON as siteverify does', async () => {
    const codes = async (body: BodyInit, type?: string) =>
      (await siteverify(body, type))['error-codes'];
    expect(await codes(new URLSearchParams({ response: dummyAnswer }))).toEqual([
      'missing-input-secret',
    ]);
    expect(await codes(new URLSearchParams({ secret: passing }))).toEqual([
      'missing-input-response',
    ]);
    expect(
      await codes(siteverifyForm({ secret: 'a-real-secret-0x4AAA', response: dummyAnswer })),
    ).toEqual(['invalid-input-secret']);
    expect(await codes(siteverifyForm({ secret: passing, response: 'x'.repeat(2049) }))).toEqual([
      'invalid-input-response',
    ]);
    expect(await codes('secret=', 'text/plain')).toEqual(['bad-request']);
    const json = JSON.stringify({ secret: passing, response: dummyAnswer });
    expect(await siteverify(json, 'application/json')).toMatchObject({ success: true });
  });
});

describe('the worker’s siteverify client, through the sandbox', () => {
  const verifier = async (secret: string) => {
    const sandbox = await site.mf.getWorker('partner-sandbox');
    const config = loadConfig({
      ...developmentEnv(),
      // Miniflare takes its own Request class: the node request is handed over by its parts.
      SANDBOX: {
        fetch: async (request: Request) =>
          sandbox.fetch(request.url, {
            method: request.method,
            headers: Object.fromEntries(request.headers),
            body: await request.text(),
          }),
      },
    });
    return createTurnstileVerifier(config, secret);
  };

  it('reads a pass and a failure with its codes', async () => {
    expect(await (await verifier(passing)).verify(dummyAnswer, '203.0.113.7')).toEqual({
      success: true,
      errorCodes: [],
    });
    expect(await (await verifier(failing)).verify(dummyAnswer, undefined)).toEqual({
      success: false,
      errorCodes: ['invalid-input-response'],
    });
  });
});
