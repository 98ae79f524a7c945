import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { type Stylesheet, stylesheetSources } from '#client/styles/stylesheets.ts';
import { useSite } from '../support/site-under-test.ts';

const site = useSite();

const manifest = JSON.parse(readFileSync('dist/client/.vite/manifest.json', 'utf8')) as Record<
  string,
  { file: string }
>;
const hrefOf = (sheet: Stylesheet) => `/${manifest[stylesheetSources[sheet]]!.file}`;
const allSheets = Object.keys(stylesheetSources) as Stylesheet[];

/**
 * The named stylesheets the page's head links or carries inline, in its order (React writes the
 * inline sheets of one precedence group as one <style> whose data-href lists them).
 */
async function headSheets(url: string): Promise<Stylesheet[]> {
  const res = await site.fetch(url, { headers: { 'accept-encoding': 'identity' } });
  expect(res.status).toBe(200);
  const html = await res.text();
  const head = html.slice(0, html.indexOf('<body'));
  const hrefs = [
    ...head.matchAll(/<link rel="stylesheet" href="([^"]+)"|<style [^>]*data-href="([^"]+)"/g),
  ].flatMap((m) => (m[1] ? [m[1]] : m[2]!.split(' ')));
  // Every stylesheet of the page is in the head: none waits in the body to be found late.
  expect(html.slice(head.length)).not.toContain('rel="stylesheet"');
  expect(html.slice(head.length)).not.toContain('data-precedence');
  return hrefs.map((href) => {
    const sheet = allSheets.find((name) => hrefOf(name) === href);
    expect(sheet, `${href} is a named stylesheet`).toBeDefined();
    return sheet!;
  });
}

describe('the stylesheets a page links', () => {
  it("links only the shell's sheet and carries the others inline, with the page's nonce", async () => {
    const res = await site.fetch('http://store-se.localhost/kop-bil');
    const html = await res.text();
    const nonce = /'nonce-([^']+)'/.exec(res.headers.get('content-security-policy') ?? '')![1];
    const links = [...html.matchAll(/<link rel="stylesheet" href="([^"]+)"/g)].map((m) => m[1]);
    expect(links).toEqual([hrefOf('shell')]);
    const styles = [...html.matchAll(/<style ([^>]*data-href="[^"]+"[^>]*)>/g)].map((m) => m[1]!);
    expect(styles.length).toBeGreaterThan(0);
    for (const attributes of styles) expect(attributes).toContain(`nonce="${nonce}"`);
    // The car list's own rules are in the page, not behind a request.
    expect(html).toContain('.car-list-range__apply');
  });

  it("links the car list's sheet on the stock page and not on a home page without a car list (whose latest arrivals are car cards)", async () => {
    const stock = await headSheets('http://store-se.localhost/kop-bil');
    expect(stock).toEqual(expect.arrayContaining(['shell', 'car-card', 'car-list', 'compare']));
    const home = await headSheets('http://store-se.localhost/');
    expect(home).toContain('shell');
    expect(home).not.toContain('car-list');
    expect(home).not.toContain('car-detail');
    expect(home).not.toContain('dealer-sites');
  });

  it("links the detail page's own sheets, and no block's it does not render", async () => {
    const list = await site.fetch('http://store-se.localhost/kop-bil');
    const path = /class="car-card__link" href="([^"]+)"/.exec(await list.text())![1]!;
    const detail = await headSheets(`http://store-se.localhost${path}`);
    expect(detail).toEqual(
      expect.arrayContaining(['shell', 'car-detail', 'car-finance', 'contact-form', 'compare']),
    );
    expect(detail).not.toContain('car-list');
    expect(detail).not.toContain('hero-banner');
    expect(detail).not.toContain('stories-list');
  });

  it("links a streamed section's sheet in the head, before the section's data has come", async () => {
    // The stories teaser under a story is a deferred section; its sheet must not wait for it.
    const sheets = await headSheets(
      'http://group-no.localhost/om-oss/presse/2026/na-er-det-tid-for-vinterdekk',
    );
    expect(sheets).toEqual(expect.arrayContaining(['story-card', 'stories-teaser']));
  });

  it('links the shell first, the base rules last and every sheet once, in cascade order', async () => {
    const sheets = await headSheets('http://store-se.localhost/kop-bil');
    expect(sheets[0]).toBe('shell');
    expect(sheets.at(-1)).toBe('base');
    expect(new Set(sheets).size).toBe(sheets.length);
    expect(sheets).toEqual(allSheets.filter((sheet) => sheets.includes(sheet)));
  });
});
