import { appendPageScript } from '../lib/page-script.ts';

// Cloudflare Turnstile's browser API, loaded once per page when a lead form has a site key (only
// when TURNSTILE_SITE_KEY is configured; the CSP admits its origin only then). Explicit rendering:
// the island renders each widget into its own box once hydrated, so React never finds a widget
// that the script put into its markup while hydrating.

/** The slice of Turnstile's API the lead forms use. */
export interface TurnstileApi {
  render(container: HTMLElement, options: { sitekey: string }): string | undefined;
  remove(widgetId: string): void;
}

declare global {
  interface Window {
    turnstile?: TurnstileApi;
  }
}

const turnstileScriptSrc = 'https://challenges.cloudflare.com/turnstile/v0/api.js?render=explicit';
let loading: Promise<TurnstileApi> | null = null;

/** Loads Turnstile's script once per page (with the page's nonce); a failure may be tried again. */
export function loadTurnstile(): Promise<TurnstileApi> {
  if (window.turnstile) return Promise.resolve(window.turnstile);
  loading ??= new Promise<TurnstileApi>((resolve, reject) => {
    const script = appendPageScript(turnstileScriptSrc);
    script.onload = () =>
      window.turnstile ? resolve(window.turnstile) : reject(new Error('no turnstile namespace'));
    script.onerror = () => reject(new Error('turnstile script failed'));
  }).catch((error: unknown) => {
    loading = null;
    throw error;
  });
  return loading;
}
