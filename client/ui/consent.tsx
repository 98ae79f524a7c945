/** The cookie consent dialog and what waits for consent (tag manager, page-view tracking). */
export function Consent() {
  return null;
}
