import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectConsoleError } from '../support/fail-on-console-error.ts';
import { fakeMechmateScript, fakePartnerDb, partnerRows } from '../support/fake-mechmate.ts';
import { type SiteUnderTest, startSite } from '../support/site-under-test.ts';

// The workshop stream (GET /api/mechmate/departments/closestAvailable) against a partner the
// tests control (tests/support/fake-mechmate.ts): events pass one by one, heartbeats keep an idle
// stream open, the partner's request ends when the visitor leaves, and whatever the partner does
// the stream ends, with one {error} when it broke.

let site: SiteUnderTest;
beforeAll(async () => {
  site = await startSite({
    sandboxScript: fakeMechmateScript,
    seed: false,
    vars: { SSE_HEARTBEAT_MS: '100' },
  });
});
afterAll(() => site?.dispose());

function streamUrl(plate: string, extra = ''): string {
  return `http://group-se.localhost/api/mechmate/departments/closestAvailable?regNo=${plate}&serviceOfferings=oil,brakes&latitude=59.33&longitude=18.06${extra}`;
}

/** Reads a server-sent event stream block by block (a block ends with a blank line). */
function blocksOf(response: Response) {
  const reader = response.body!.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  return {
    /** The next block (an event's `data:` line or a comment), or null at the end. */
    async next(): Promise<string | null> {
      for (;;) {
        const end = buffer.indexOf('\n\n');
        if (end !== -1) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          return block;
        }
        const { done, value } = await reader.read();
        if (done) return buffer === '' ? null : buffer;
        buffer += decoder.decode(value, { stream: true });
      }
    },
    /** The next message's JSON, skipping comments; null at the end. */
    async nextMessage(): Promise<unknown> {
      for (;;) {
        const block = await this.next();
        if (block === null) return null;
        if (block.startsWith(':')) continue;
        expect(block).toMatch(/^data: /);
        return JSON.parse(block.slice('data: '.length));
      }
    },
    /** Every remaining message until the stream ends. */
    async rest(): Promise<unknown[]> {
      const messages: unknown[] = [];
      for (let m = await this.nextMessage(); m !== null; m = await this.nextMessage())
        messages.push(m);
      return messages;
    },
    cancel: () => reader.cancel(),
  };
}

async function open(plate: string, extra = '') {
  const response = await site.fetch(streamUrl(plate, extra), {
    headers: { accept: 'text/event-stream' },
  });
  expect(response.status).toBe(200);
  return { response, blocks: blocksOf(response) };
}

const departments = (messages: unknown[]) =>
  messages.map((m) => (m as { departmentId?: string }).departmentId ?? m);

describe('the workshop stream', () => {
  it('is an uncached event stream', async () => {
    const { response, blocks } = await open('EIGHT1');
    expect(response.headers.get('content-type')).toMatch(/^text\/event-stream/);
    expect(response.headers.get('cache-control')).toContain('no-store');
    await blocks.rest();
  });

  it('passes each site on before the partner has sent the last', async () => {
    const { blocks } = await open('HOLD01');
    expect(await blocks.nextMessage()).toMatchObject({
      departmentId: 'd1',
      siteName: 'Verkstad 1',
    });
    // The partner holds back the rest until the test releases it.
    expect(await partnerRows(site, "sent WHERE plate = 'HOLD01' AND event LIKE '%d3%'")).toBe(0);
    await (await fakePartnerDb(site)).prepare("INSERT INTO releases VALUES ('HOLD01')").run();
    expect(departments(await blocks.rest())).toEqual(['d2', 'd3', { nosites: true }]);
  });

  it('sends the contract fields of a site only', async () => {
    const { blocks } = await open('EIGHT1');
    const first = await blocks.nextMessage();
    expect(Object.keys(first as object).sort()).toEqual(
      [
        'address',
        'brands',
        'departmentId',
        'firstTimeSlot',
        'latitude',
        'longitude',
        'siteId',
        'siteName',
      ].sort(),
    );
    await blocks.cancel();
  });

  it('closes after the fifth site although the partner sends eight', async () => {
    const { blocks } = await open('EIGHT1');
    expect(departments(await blocks.rest())).toEqual(['d1', 'd2', 'd3', 'd4', 'd5']);
  });

  it("closes after the partner's error or no-sites message, whatever follows", async () => {
    const failed = await open('ERRMSG');
    expect(departments(await failed.blocks.rest())).toEqual([
      'd1',
      { error: 'Ingen verkstad svarar' },
    ]);
    const none = await open('NOSITE');
    expect(await none.blocks.rest()).toEqual([{ nosites: true }]);
  });

  it('passes the cursor and the sort on to the partner', async () => {
    const { blocks } = await open('EIGHT1', '&cursor=d5&sort=firstAvailable');
    await blocks.rest();
    const db = await fakePartnerDb(site);
    const call = await db
      .prepare("SELECT path FROM calls WHERE path LIKE '%cursor=d5%' ORDER BY id DESC")
      .first<{ path: string }>();
    expect(call?.path).toMatch(/^\/mechmate\/departments\/closestAvailable\?/);
    const query = new URL(`http://partner${call!.path}`).searchParams;
    expect(Object.fromEntries(query)).toEqual({
      regNo: 'EIGHT1',
      serviceOfferings: 'oil,brakes',
      latitude: '59.33',
      longitude: '18.06',
      cursor: 'd5',
      sort: 'firstAvailable',
    });
  });

  it('sends a comment heartbeat while the partner is silent', async () => {
    const { blocks } = await open('IDLE01');
    expect(await blocks.nextMessage()).toMatchObject({ departmentId: 'd1' });
    let block = await blocks.next();
    while (block !== null && block !== ': keepalive') block = await blocks.next();
    expect(block).toBe(': keepalive');
    await blocks.cancel();
  });

  it("ends the partner's request within 2 s of the visitor leaving", async () => {
    const { blocks } = await open('IDLE02');
    expect(await blocks.nextMessage()).toMatchObject({ departmentId: 'd1' });
    expect(await partnerRows(site, "cancelled WHERE plate = 'IDLE02'")).toBe(0);
    await blocks.cancel();
    await expect
      .poll(() => partnerRows(site, "cancelled WHERE plate = 'IDLE02'"), { timeout: 2000 })
      .toBe(1);
  });

  it('ends with one error event when the partner sends a line that is not JSON', async () => {
    expectConsoleError();
    const { blocks } = await open('GARBGE');
    const messages = await blocks.rest();
    expect(departments(messages)).toEqual(['d1', { error: expect.any(String) }]);
  });

  it('ends with one error event when the partner sends a message off the contract', async () => {
    expectConsoleError();
    const { blocks } = await open('BADSHP');
    expect(departments(await blocks.rest())).toEqual(['d1', { error: expect.any(String) }]);
  });

  it('ends with one error event when the partner cuts the stream off mid-message', async () => {
    expectConsoleError();
    const { blocks } = await open('CUTCUT');
    expect(departments(await blocks.rest())).toEqual(['d1', 'd2', { error: expect.any(String) }]);
  });

  it('ends with one error event when the partner ends before sending anything', async () => {
    expectConsoleError();
    const { blocks } = await open('EMPTY1');
    expect(await blocks.rest()).toEqual([{ error: expect.any(String) }]);
  });

  it("passes a partner's refusal on as the error event", async () => {
    expectConsoleError();
    const { blocks } = await open('REFUSE');
    expect(await blocks.rest()).toEqual([{ error: 'Okänd bil' }]);
  });

  it('ends with an error event when the partner does not answer in time', async () => {
    expectConsoleError();
    const { blocks } = await open('SILENT');
    expect(await blocks.rest()).toEqual([{ error: expect.any(String) }]);
  }, 15_000);

  it('refuses a malformed query with 400 in the one shape before asking the partner', async () => {
    const calls = await partnerRows(site, 'calls');
    for (const query of [
      'regNo=ABC-123&serviceOfferings=oil&latitude=59&longitude=18',
      'regNo=ABC123&serviceOfferings=&latitude=59&longitude=18',
      'regNo=ABC123&serviceOfferings=oil&latitude=91&longitude=18',
      'regNo=ABC123&serviceOfferings=oil&latitude=59&longitude=-181',
      'regNo=ABC123&serviceOfferings=oil&latitude=59&longitude=18&cursor=a/b',
      'regNo=ABC123&serviceOfferings=oil&latitude=59&longitude=18&sort=cheapest',
      'regNo=ABC123&serviceOfferings=o%20il&latitude=59&longitude=18',
    ]) {
      const res = await site.fetch(
        `http://group-se.localhost/api/mechmate/departments/closestAvailable?${query}`,
      );
      expect(res.status, query).toBe(400);
      const body = (await res.json()) as { error: string; issues: unknown[] };
      expect(body.issues.length, query).toBeGreaterThan(0);
    }
    expect(await partnerRows(site, 'calls')).toBe(calls);
  });
});
