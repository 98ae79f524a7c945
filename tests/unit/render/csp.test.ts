import { describe, expect, it } from 'vitest';
import { buildCsp, createNonce } from '#src/render/csp.ts';

const directive = (csp: string, name: string) =>
  csp.split('; ').find((d) => d.startsWith(`${name} `));

describe('buildCsp', () => {
  it('allows scripts only from our origin or with the nonce, and no framing by others', () => {
    const csp = buildCsp({ nonce: 'abc', dev: false, tagManager: false });
    expect(directive(csp, 'script-src')).toBe("script-src 'self' 'nonce-abc'");
    expect(directive(csp, 'style-src')).toBe("style-src 'self' 'nonce-abc'");
    expect(directive(csp, 'frame-ancestors')).toBe("frame-ancestors 'self'");
    expect(directive(csp, 'object-src')).toBe("object-src 'none'");
    expect(csp).not.toContain('unsafe');
  });

  it('admits the tag manager only for pages that use it', () => {
    const csp = buildCsp({ nonce: 'abc', dev: false, tagManager: true });
    expect(directive(csp, 'script-src')).toContain('https://www.googletagmanager.com');
    expect(directive(csp, 'frame-src')).toBe(
      "frame-src 'self' https://www.googletagmanager.com https://www.youtube-nocookie.com",
    );
  });

  it('relaxes styles and the websocket only in development', () => {
    const csp = buildCsp({ nonce: 'abc', dev: true, tagManager: false });
    expect(directive(csp, 'style-src')).toContain("'unsafe-inline'");
    expect(directive(csp, 'connect-src')).toContain('ws:');
    expect(directive(csp, 'script-src')).not.toContain('unsafe');
  });
});

describe('buildCsp frames', () => {
  it('lets only the privacy-enhanced YouTube host into a frame, with or without the tag manager', () => {
    for (const tagManager of [false, true]) {
      const frames = directive(buildCsp({ nonce: 'abc', dev: false, tagManager }), 'frame-src')!;
      expect(frames.split(' ')).toContain('https://www.youtube-nocookie.com');
      expect(frames).not.toMatch(/https:\/\/www\.youtube\.com|\*/);
    }
  });

  it("frames a car's video player from our own origin, and from the media partner's player origin once configured", () => {
    const bare = directive(buildCsp({ nonce: 'abc', dev: false, tagManager: false }), 'frame-src')!;
    expect(bare.split(' ')).toContain("'self'");
    expect(bare).not.toContain('media-player.example');
    const partner = directive(
      buildCsp({
        nonce: 'abc',
        dev: false,
        tagManager: false,
        mediaPlayerOrigin: 'https://media-player.example',
      }),
      'frame-src',
    )!;
    expect(partner.split(' ')).toContain('https://media-player.example');
  });
});

describe('buildCsp and Turnstile', () => {
  it("admits Turnstile's script and challenge frame only once its keys are configured", () => {
    const bare = buildCsp({ nonce: 'abc', dev: false, tagManager: false });
    expect(bare).not.toContain('challenges.cloudflare.com');
    const csp = buildCsp({ nonce: 'abc', dev: false, tagManager: false, turnstile: true });
    expect(directive(csp, 'script-src')).toBe(
      "script-src 'self' 'nonce-abc' https://challenges.cloudflare.com",
    );
    expect(directive(csp, 'frame-src')!.split(' ')).toContain('https://challenges.cloudflare.com');
    expect(directive(csp, 'connect-src')).not.toContain('challenges.cloudflare.com');
  });
});

describe('createNonce', () => {
  it('gives 128 random bits, different every time', () => {
    const nonces = new Set(Array.from({ length: 100 }, createNonce));
    expect(nonces.size).toBe(100);
    for (const nonce of nonces) expect(atob(nonce)).toHaveLength(16);
  });
});
