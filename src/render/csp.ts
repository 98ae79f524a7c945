import { youtubeEmbedOrigin } from '#client/islands/youtube-origin.ts';

export interface CspOptions {
  nonce: string;
  /** vite dev injects styles and a websocket client; production never gets these relaxations. */
  dev: boolean;
  /** Hosts a page's tag manager needs, when the site or page configures one. */
  tagManager: boolean;
  /** The maps service is configured (MAPS_API_KEY): the dealer maps load it in the browser. */
  maps?: boolean;
  /** The media partner's video player origin (MEDIA_PLAYER_ORIGIN), framed on UK detail pages. */
  mediaPlayerOrigin?: string;
  /** Turnstile is configured (its keys): the lead forms load its script, which frames its widget. */
  turnstile?: boolean;
}

const tagManagerHost = 'https://www.googletagmanager.com';
/** Turnstile's script and the frame of its challenge come from here. */
const turnstileOrigin = 'https://challenges.cloudflare.com';
/** What the maps service's browser API loads: its scripts, tiles, fonts and data calls. */
const mapsHosts = [
  'https://maps.googleapis.com',
  'https://maps.gstatic.com',
  'https://*.googleapis.com',
  'https://*.gstatic.com',
];

/**
 * The Content-Security-Policy of every response. Scripts run only from our own origin or with the
 * request's nonce; island props and JSON-LD are data blocks, not scripts, so they need neither.
 */
export function buildCsp({
  nonce,
  dev,
  tagManager,
  maps = false,
  mediaPlayerOrigin,
  turnstile = false,
}: CspOptions): string {
  const scriptSrc = [
    "'self'",
    `'nonce-${nonce}'`,
    ...(tagManager ? [tagManagerHost] : []),
    ...(maps ? mapsHosts : []),
    ...(turnstile ? [turnstileOrigin] : []),
  ];
  const styleSrc = ["'self'", dev ? "'unsafe-inline'" : `'nonce-${nonce}'`];
  const connectSrc = [
    "'self'",
    ...(dev ? ['ws:', 'wss:'] : []),
    ...(tagManager ? [tagManagerHost] : []),
    ...(maps ? mapsHosts : []),
  ];
  const directives: Array<[string, string[]]> = [
    ['default-src', ["'self'"]],
    ['script-src', scriptSrc],
    ['style-src', styleSrc],
    ['img-src', ["'self'", 'data:', 'https:']],
    ['font-src', ["'self'", ...(maps ? ['https://fonts.gstatic.com'] : [])]],
    ['connect-src', connectSrc],
    ['media-src', ["'self'", 'https:']],
    // The blurb's YouTube player (no-cookie host only) and a car's video player, our own or the
    // media partner's, each loaded only when a visitor clicks its poster; Turnstile's challenge.
    [
      'frame-src',
      [
        "'self'",
        ...(tagManager ? [tagManagerHost] : []),
        youtubeEmbedOrigin,
        ...(mediaPlayerOrigin ? [mediaPlayerOrigin] : []),
        ...(turnstile ? [turnstileOrigin] : []),
      ],
    ],
    ['frame-ancestors', ["'self'"]],
    ['base-uri', ["'self'"]],
    ['form-action', ["'self'"]],
    ['object-src', ["'none'"]],
  ];
  return directives.map(([name, values]) => `${name} ${values.join(' ')}`).join('; ');
}

/** A fresh 128-bit nonce, base64-encoded, for one response. */
export function createNonce(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return btoa(String.fromCharCode(...bytes));
}
