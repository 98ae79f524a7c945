/**
 * Rich text from the content platform, made safe to write into the page: an allow-list of tags
 * and attributes, links only to http(s), mail, phone, on-site paths and anchors; everything else
 * dropped. Written here rather than taken from a library: the allow-list is small and the worker
 * has no DOM to parse with. The output is balanced, so it can never close an element around it.
 */

/** Allowed tags and the attributes each may keep. */
const allowedTags: Record<string, readonly string[]> = {
  p: [],
  br: [],
  hr: [],
  strong: [],
  b: [],
  em: [],
  i: [],
  u: [],
  s: [],
  small: [],
  sub: [],
  sup: [],
  span: [],
  h2: [],
  h3: [],
  h4: [],
  h5: [],
  h6: [],
  blockquote: [],
  ul: [],
  ol: ['start', 'reversed'],
  li: [],
  a: ['href', 'title', 'target'],
  table: [],
  caption: [],
  thead: [],
  tbody: [],
  tfoot: [],
  tr: [],
  th: ['scope', 'colspan', 'rowspan'],
  td: ['colspan', 'rowspan'],
};
/** Attributes any allowed tag may keep. */
const globalAttributes = ['lang', 'dir'];
const voidTags = new Set(['br', 'hr']);
/** Tags dropped together with everything inside them. */
const droppedWithContent = new Set([
  'script',
  'style',
  'iframe',
  'object',
  'embed',
  'template',
  'noscript',
  'textarea',
  'select',
  'svg',
  'math',
  'title',
  'head',
  'frameset',
  'xmp',
  'noembed',
  'noframes',
  'plaintext',
]);

/** A tag (quotes may hold '>'), a comment, a doctype or processing instruction, or text. */
const tokenPattern =
  /<!--[\s\S]*?(?:-->|$)|<([/]?)([a-zA-Z][a-zA-Z0-9-]*)((?:[^>"']|"[^"]*"|'[^']*')*)>|<[!?][^>]*>?|<|[^<]+/g;
const attributePattern = /([^\s"'>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g;

const namedEntities: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  colon: ':',
  tab: '\t',
  newline: '\n',
  nbsp: '\u00a0',
  sol: '/',
};

/** Character references decoded, as a browser would before reading the URL. */
function decodeEntities(value: string): string {
  return value.replace(/&(#x[0-9a-f]+|#[0-9]+|[a-z]+);?/gi, (whole, ref: string) => {
    if (ref[0] === '#') {
      const code =
        ref[1] === 'x' || ref[1] === 'X'
          ? Number.parseInt(ref.slice(2), 16)
          : Number.parseInt(ref.slice(1), 10);
      return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : '';
    }
    return namedEntities[ref.toLowerCase()] ?? whole;
  });
}

function escapeAttribute(value: string): string {
  return value
    .replace(/&/g, '&amp;')
    .replace(/"/g, '&quot;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;');
}

/** Whether a link may be kept: http(s), mailto:, tel:, an on-site path, an anchor, or a relative path without a scheme. */
export function isSafeHref(raw: string): boolean {
  // Browsers ignore control characters and whitespace inside a scheme ('java\tscript:').
  // eslint-disable-next-line no-control-regex -- control characters are exactly what is stripped
  const value = decodeEntities(raw).replace(/[\u0000-\u0020\u007f-\u009f]/g, '');
  if (value.startsWith('//') || value.startsWith('\\')) return false;
  const scheme = /^([^/?#]*?):/.exec(value);
  if (!scheme) return true;
  return ['http', 'https', 'mailto', 'tel'].includes(scheme[1]!.toLowerCase());
}

function sanitizeAttributes(tag: string, source: string): string {
  const allowed = allowedTags[tag]!;
  const kept: string[] = [];
  const seen = new Set<string>();
  for (const match of source.matchAll(attributePattern)) {
    const name = match[1]!.toLowerCase();
    if (seen.has(name) || !(allowed.includes(name) || globalAttributes.includes(name))) continue;
    const value = decodeEntities(match[2] ?? match[3] ?? match[4] ?? '');
    if (name === 'href' && !isSafeHref(value)) continue;
    if ((name === 'colspan' || name === 'rowspan' || name === 'start') && !/^\d{1,3}$/.test(value))
      continue;
    if (name === 'target' && value !== '_blank' && value !== '_self') continue;
    seen.add(name);
    kept.push(
      match[2] === undefined && match[3] === undefined && match[4] === undefined
        ? name
        : `${name}="${escapeAttribute(value)}"`,
    );
  }
  // A new tab must not get a handle on this page.
  if (tag === 'a' && seen.has('target')) kept.push('rel="noopener noreferrer"');
  return kept.length > 0 ? ` ${kept.join(' ')}` : '';
}

/** The HTML with only allowed tags and attributes, every element closed, text escaped where needed. */
export function sanitizeRichText(html: string): string {
  const out: string[] = [];
  const open: string[] = [];
  let dropping: { tag: string; depth: number } | null = null;
  for (const token of html.matchAll(tokenPattern)) {
    const [whole, closing, rawName, attributes] = token;
    const tag = rawName?.toLowerCase();
    if (dropping) {
      if (tag === dropping.tag) dropping.depth += closing ? -1 : 1;
      if (dropping.depth === 0) dropping = null;
      continue;
    }
    if (!tag) {
      // Comments, doctypes and processing instructions vanish; a lone '<' and other text are escaped.
      if (whole.startsWith('<!') || whole.startsWith('<?')) continue;
      out.push(whole.replace(/</g, '&lt;').replace(/>/g, '&gt;'));
      continue;
    }
    if (droppedWithContent.has(tag)) {
      if (!closing && !/\/\s*$/.test(attributes ?? '')) dropping = { tag, depth: 1 };
      continue;
    }
    if (!(tag in allowedTags)) continue;
    if (closing) {
      const index = open.lastIndexOf(tag);
      if (index === -1) continue;
      // Closing an outer element closes what is still open inside it, as a parser would.
      while (open.length > index) out.push(`</${open.pop()}>`);
      continue;
    }
    out.push(`<${tag}${sanitizeAttributes(tag, attributes ?? '')}>`);
    if (!voidTags.has(tag)) open.push(tag);
  }
  while (open.length > 0) out.push(`</${open.pop()}>`);
  return out.join('');
}
