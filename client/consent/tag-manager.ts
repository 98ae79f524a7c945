import { tagManagerSrc } from '../lib/consent.ts';
import { pushToDataLayer } from '../lib/data-layer.ts';
import { appendPageScript } from '../lib/page-script.ts';

/** Loads the tag manager after consent (with the page's nonce, as every outside script). */
export function loadTagManager(id: string): void {
  pushToDataLayer({ 'gtm.start': Date.now(), event: 'gtm.js' });
  appendPageScript(tagManagerSrc(id));
}
