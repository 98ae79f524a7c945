import { describe, expect, it } from 'vitest';
import { shareLinks } from '#client/blocks/social-share/share-links.ts';

const url = 'https://group-se.localhost/exempel/media-block?utm=a&b=c';
const title = 'Bildspel & video – "nyheter" #1';
const byNetwork = Object.fromEntries(
  shareLinks(url, title).map((link) => [link.network, new URL(link.href)]),
);

describe('share links', () => {
  it('offers a professional network, a social network, messaging and a microblog, in that order', () => {
    expect(shareLinks(url, title).map((link) => link.name)).toEqual([
      'LinkedIn',
      'Facebook',
      'WhatsApp',
      'X',
    ]);
  });

  it('sends the canonical URL whole, query and all, to each network', () => {
    expect(byNetwork.linkedin!.origin + byNetwork.linkedin!.pathname).toBe(
      'https://www.linkedin.com/sharing/share-offsite/',
    );
    expect(byNetwork.linkedin!.searchParams.get('url')).toBe(url);
    expect(byNetwork.facebook!.origin + byNetwork.facebook!.pathname).toBe(
      'https://www.facebook.com/sharer/sharer.php',
    );
    expect(byNetwork.facebook!.searchParams.get('u')).toBe(url);
    expect(byNetwork.x!.origin + byNetwork.x!.pathname).toBe('https://x.com/intent/post');
    expect(byNetwork.x!.searchParams.get('url')).toBe(url);
  });

  it('encodes the title so its ampersand, quotes and hash stay text', () => {
    expect(byNetwork.x!.searchParams.get('text')).toBe(title);
    expect(byNetwork.whatsapp!.searchParams.get('text')).toBe(`${title} ${url}`);
    for (const link of shareLinks(url, title)) {
      expect(link.href).not.toContain('#');
      expect(link.href).not.toContain('"');
      expect(link.href.split('?')[1]).not.toContain(' ');
    }
  });

  it('shares the address alone when the page has no title', () => {
    const [whatsapp, x] = shareLinks(url, '  ').filter((link) =>
      ['whatsapp', 'x'].includes(link.network),
    );
    expect(new URL(whatsapp!.href).searchParams.get('text')).toBe(url);
    expect(new URL(x!.href).searchParams.has('text')).toBe(false);
  });
});
