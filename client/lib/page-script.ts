/**
 * Adds an outside script to the page, async, carrying the page's nonce (the strict CSP admits no
 * other). The nonce is read from the page's own scripts: the browser hides their nonce attribute
 * but keeps the `.nonce` property, and islands render outside the server's page context.
 */
export function appendPageScript(src: string): HTMLScriptElement {
  const script = document.createElement('script');
  const nonce = document.querySelector<HTMLScriptElement>('script[nonce]')?.nonce;
  if (nonce) script.nonce = nonce;
  script.async = true;
  script.src = src;
  document.head.append(script);
  return script;
}
