import { expect } from 'vitest';
import type { SiteUnderTest } from './site-under-test.ts';

// The sandbox forms partner as worker tests reach it: straight through its worker (browser tests
// go through the site's /__fixtures/sandbox/forms/comhub/...). Its controls: README "Partner
// sandbox fixtures", src/sandbox/comhub/controls.ts.

/** A lead as the sandbox stored it, with the attempts its id took. */
export interface StoredLead {
  formSubmissionId: string;
  formName: string;
  values: Record<string, unknown>;
  attempts: number;
}

export function comhubSandbox(site: () => SiteUnderTest) {
  async function call(path: string, init?: RequestInit): Promise<Response> {
    const worker = await site().mf.getWorker('partner-sandbox');
    return worker.fetch(
      `https://partner-sandbox.internal/forms/comhub${path}`,
      init as never,
    ) as unknown as Promise<Response>;
  }
  const postJson = (path: string, body: unknown) =>
    call(path, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
  return {
    call,
    /** The stored leads by `email`, `formName` or `formSubmissionId`. */
    async leads(query: Record<string, string>): Promise<StoredLead[]> {
      const res = await call(`/_submissions?${new URLSearchParams(query)}`);
      expect(res.status).toBe(200);
      return (await res.json()) as StoredLead[];
    },
    /** The next `times` submissions whose lead email is `email` fail (503). */
    async failNext(email: string, times: number): Promise<void> {
      expect((await postJson('/_failures', { email, times })).status).toBe(200);
    },
    /** A form's plan (`_behaviour`): fail, 500, delay, or normal again. */
    async behave(plan: { formName: string; mode: string; times?: number; delayMs?: number }) {
      expect((await postJson('/_behaviour', plan)).status).toBe(200);
    },
  };
}
