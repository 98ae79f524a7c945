import { tagManagerSrc } from '../lib/consent.ts';
import { pushToDataLayer } from '../lib/data-layer.ts';

/**
 * Loads the tag manager after consent. A script created here needs the page's nonce: the browser
 * hides the nonce attribute of the page's own scripts but keeps their `.nonce` property.
 */
export function loadTagManager(id: string): void {
  pushToDataLayer({ 'gtm.start': Date.now(), event: 'gtm.js' });
  const script = document.createElement('script');
  script.async = true;
  script.src = tagManagerSrc(id);
  const nonce = document.querySelector<HTMLScriptElement>('script[nonce]')?.nonce;
  if (nonce) script.nonce = nonce;
  document.head.append(script);
}
