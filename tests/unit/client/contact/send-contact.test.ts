import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { emptyContactInput } from '#client/contact/contact-rules.ts';
import { sendContact } from '#client/contact/send-contact.ts';
import {
  consoleErrors,
  consoleWarnings,
  expectConsoleError,
  expectConsoleWarn,
} from '#tests/support/fail-on-console-error.ts';

const input = { ...emptyContactInput, name: 'Ada', phone: '+46 70 123 45 67', email: 'a@b.se' };

/** Answers each POST with the next status; the bodies sent are kept. */
function answerWith(...statuses: number[]): RequestInit[] {
  const sent: RequestInit[] = [];
  vi.stubGlobal('fetch', async (_url: string, init: RequestInit) => {
    sent.push(init);
    const status = statuses[sent.length - 1] ?? 500;
    return status === 202 ? new Response(null, { status }) : Response.json({}, { status });
  });
  return sent;
}
beforeEach(() => {
  vi.useFakeTimers();
  vi.stubGlobal('window', { location: { href: 'https://store-se.localhost/bil/1' } });
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('sendContact', () => {
  it('sends the submission as JSON from the page it is on, once when the worker takes it', async () => {
    const sent = answerWith(202);
    expect(await sendContact('42', input, false)).toBe(true);
    expect(sent).toHaveLength(1);
    const body = JSON.parse(String(sent[0]!.body)) as { values: Record<string, unknown> };
    expect(body.values).toMatchObject({
      car: '42',
      name: 'Ada',
      sourcePageUrl: 'https://store-se.localhost/bil/1',
    });
  });

  it('tries again a second later after a 503, under the same submission id', async () => {
    expectConsoleWarn();
    const sent = answerWith(503, 202);
    const sending = sendContact('42', input, false);
    await vi.advanceTimersByTimeAsync(1000);
    expect(await sending).toBe(true);
    const ids = sent.map(
      (init) => (JSON.parse(String(init.body)) as { formSubmissionId: string }).formSubmissionId,
    );
    expect(ids).toHaveLength(2);
    expect(ids[1]).toBe(ids[0]);
    expect(consoleWarnings()).toEqual(['contact form: attempt 1 failed (answered 503)']);
  });

  it('does not try again when the worker refuses the submission (422)', async () => {
    expectConsoleWarn();
    expectConsoleError();
    const sent = answerWith(422);
    expect(await sendContact('42', input, false)).toBe(false);
    expect(sent).toHaveLength(1);
    expect(consoleErrors()).toEqual(['contact form: not sent after 1 attempts (answered 422)']);
  });
});
