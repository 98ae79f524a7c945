const unsafe: Record<string, string> = {
  '<': '\\u003c',
  '>': '\\u003e',
  '&': '\\u0026',
  '\u2028': '\\u2028',
  '\u2029': '\\u2029',
};

/**
 * JSON for the inside of a `<script type="application/json">` (or ld+json) element. Escapes the
 * characters that could end the element or start markup (`<`, `>`, `&`) and the two line
 * separators older parsers treat as line ends, so an untrusted string can never break out.
 */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value).replace(/[<>&\u2028\u2029]/g, (ch) => unsafe[ch] ?? ch);
}
