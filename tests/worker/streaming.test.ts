import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { consoleErrors, expectConsoleError } from '../support/fail-on-console-error.ts';
import { startSite, type SiteUnderTest } from '../support/site-under-test.ts';

let site: SiteUnderTest;
beforeAll(async () => {
  site = await startSite({ build: 'dist-fixture' });
});
afterAll(() => site?.dispose());

/** Reads a streamed body, noting what had arrived when `marker` first appeared. */
async function readUntil(res: Response, marker: string) {
  const reader = res.body!.getReader();
  const decoder = new TextDecoder();
  let text = '';
  let atMarker: string | undefined;
  let chunks = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    chunks += 1;
    text += decoder.decode(value, { stream: true });
    if (atMarker === undefined && text.includes(marker)) atMarker = text;
  }
  return { text, atMarker: atMarker ?? '', chunks };
}

describe('streamed rendering', () => {
  it('sends the head and the fast content before a slow section has finished', async () => {
    const res = await site.fetch('http://group-se.localhost/__fixtures/slow?ms=1500', {
      headers: { 'accept-encoding': 'identity' },
    });
    expect(res.status).toBe(200);
    const { text, atMarker, chunks } = await readUntil(res, 'aria-busy="true"');
    expect(chunks).toBeGreaterThan(1);
    // When the skeleton arrived, the head and the fast content had too, the slow section not. (A
    // large shell spans several chunks, so the head alone may come first.)
    expect(atMarker).toContain('<title>Streaming fixture | Hedin Automotive</title>');
    expect(atMarker).toContain('id="fast"');
    expect(atMarker).not.toContain('slow section after');
    expect(text).toContain('<p id="slow">slow section after 1500 ms</p>');
  });

  it('shows the section error in the page language when a section fails, and the rest of the page', async () => {
    expectConsoleError();
    const res = await site.fetch('http://group-se.localhost/__fixtures/slow?ms=10&fail=1', {
      headers: { 'accept-encoding': 'identity' },
    });
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain('id="fast"');
    expect(html).toContain('Aj då');
    expect(html).toContain('Här borde en sektion synas men något har tyvärr blivit fel');
    expect(html).toContain('Prova ladda om sidan');
    expect(html).toContain('Ladda om sidan</a>');
  });

  it('shows the section error in place of a block whose render throws, in the site language, and logs it', async () => {
    expectConsoleError();
    for (const [host, heading] of [
      ['group-se.localhost', 'Aj då'],
      ['store-fi.localhost', 'Hups'],
    ] as const) {
      const res = await site.fetch(`http://${host}/__fixtures/throwing-block`, {
        headers: { 'accept-encoding': 'identity' },
      });
      expect(res.status).toBe(200);
      const html = await res.text();
      const error = html.indexOf(heading);
      expect(error, host).toBeGreaterThan(html.indexOf('id="before"'));
      expect(error, host).toBeLessThan(html.indexOf('id="after"'));
      expect(html.match(/class="section-error"/g), host).toHaveLength(1);
      expect(html, host).toContain('</footer>');
      expect(html, host).not.toContain('fixture block failed');
    }
    expect(consoleErrors().some((line) => line.includes('fixture block failed to render'))).toBe(
      true,
    );
  });

  it('sends finished blocks, and sections whose data arrives within the brief wait, in place', async () => {
    // Issue 18 item 9: the home page's stock section used to arrive hidden after the footer,
    // revealed only by script, so a visitor without JavaScript saw its skeleton forever.
    for (const url of [
      'http://group-se.localhost/',
      'http://store-no.localhost/',
      'http://group-se.localhost/om-hedin-automotive/press',
      'http://group-se.localhost/en/about-hedin-automotive',
    ]) {
      const html = await (
        await site.fetch(url, { headers: { 'accept-encoding': 'identity' } })
      ).text();
      expect(html.match(/<div hidden id="S:\d+">/g), url).toBeNull();
      expect(html, url).not.toContain('class="section-skeleton"');
      expect(html.indexOf('<main'), url).toBeLessThan(html.indexOf('</main>'));
    }
    const home = await (await site.fetch('http://store-no.localhost/')).text();
    const section = home.indexOf('class="stock-summary"');
    expect(section).toBeGreaterThan(home.indexOf('<main'));
    expect(section).toBeLessThan(home.indexOf('</main>'));
  });
});
