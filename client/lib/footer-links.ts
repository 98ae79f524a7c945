/** Rules for the footer's links: which ones get a copy button, which one opens the consent dialog. */

/**
 * What a copy button beside a mailto: or tel: link puts on the clipboard: the address or number
 * without the scheme (and without a mailto: query such as ?subject=). Null for other links.
 */
export function copyableValue(href: string | undefined): string | null {
  const match = /^(mailto|tel):([^?#]+)/i.exec(href?.trim() ?? '');
  if (!match) return null;
  let value = match[2]!;
  try {
    value = decodeURIComponent(value);
  } catch {
    // A stray % in the content: copy it as written.
  }
  value = value.trim();
  return value === '' ? null : value;
}

/**
 * The footer link titled as the dictionary's cookie settings opens the consent dialog (spec:
 * shell 2.6). Compared without case or surrounding spaces, as editors type it.
 */
export function isCookieSettingsLink(text: string, cookieSettings: string): boolean {
  return text.trim().toLocaleLowerCase() === cookieSettings.trim().toLocaleLowerCase();
}
