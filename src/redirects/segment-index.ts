import { parse, type Token } from 'path-to-regexp';

/**
 * What a pattern source says about one path segment it must match: the whole literal text, or the
 * literal text it starts with before a parameter ('' when it starts with one: any segment).
 */
type SegmentShape = { literal: string } | { prefix: string };

interface TrieNode {
  /** Rules whose known segments end at this node: candidates for every path that reaches it. */
  rules: number[];
  literal: Map<string, TrieNode>;
  prefixed: Map<string, TrieNode>;
  longestPrefix: number;
  any?: TrieNode;
}

const newNode = (): TrieNode => ({
  rules: [],
  literal: new Map(),
  prefixed: new Map(),
  longestPrefix: 0,
});

/** Deeper shapes add nothing a real rule set needs and would only lengthen the walk. */
const maxDepth = 12;

// Text indexed as written must fold as the regex `i` flag folds it: ASCII only.
const indexable = (text: string) => /^[\x20-\x7e]*$/.test(text);

/**
 * A parameter pattern that can never match a `/`: the default one, and patterns made only of
 * letters, digits, `\d`, `\w`, escaped punctuation and classes of those (a `.`, a negated class or
 * `\D`/`\W`/`\S` could cross a segment; such params end the known shape instead).
 */
function staysInSegment(pattern: string): boolean {
  const rest = pattern.replaceAll('[^\\/#\\?]', 'a').replace(/\(\?!(?:\\.|[^()\\])*\)/g, '');
  return /^(?:\\[dw.\-_]|[A-Za-z0-9_\-|()?:+*{},]|\[(?:\\[dw.\-_]|[A-Za-z0-9_\-.])+\])*$/.test(
    rest,
  );
}

/** Whether the segment being built is complete at token `i`: a `/` always comes before what follows. */
function closesSegment(tokens: Token[], i: number): boolean {
  const token = tokens[i];
  if (token === undefined) return true;
  if (typeof token === 'string') return token.startsWith('/');
  if (!token.prefix.startsWith('/')) return false;
  return token.modifier === '' || closesSegment(tokens, i + 1);
}

/**
 * The segments a pattern source fixes, from its start up to the first part whose segments cannot
 * be known (an optional or repeated param, a param that may cross a `/`). A path the pattern
 * matches has these segments first, so the index may leave out every rule whose shape the path's
 * segments contradict.
 */
export function segmentShapes(source: string, fold: (text: string) => string): SegmentShape[] {
  const tokens = parse(source);
  const shapes: SegmentShape[] = [];
  let current: { text: string; param: boolean } | undefined;
  const close = () => {
    if (!current) return;
    const text = fold(current.text);
    if (!indexable(text)) shapes.push({ prefix: '' });
    else shapes.push(current.param ? { prefix: text } : { literal: text });
    current = undefined;
  };
  const feed = (text: string) => {
    for (const char of text) {
      if (char === '/') {
        close();
        current = { text: '', param: false };
      } else if (current && !current.param) current.text += char;
    }
  };
  for (let i = 0; i < tokens.length && shapes.length < maxDepth; i++) {
    const token = tokens[i]!;
    if (typeof token === 'string') {
      feed(token);
      continue;
    }
    if (token.modifier !== '' || !staysInSegment(token.pattern)) {
      if (closesSegment(tokens, i)) close();
      return shapes;
    }
    feed(token.prefix);
    if (current) current.param = true;
    feed(token.suffix);
  }
  close();
  return shapes.slice(0, maxDepth);
}

/**
 * A segment trie of pattern rules with parameter branches (like hono's trie router): a path walks
 * only the branches its segments allow and collects the rules met on the way, so a request tries
 * the patterns that can match it rather than all of them.
 */
export class SegmentIndex {
  private readonly root = newNode();

  add(shapes: SegmentShape[], rule: number): void {
    let node = this.root;
    for (const shape of shapes) {
      if ('literal' in shape) node = child(node.literal, shape.literal);
      else if (shape.prefix === '') node = node.any ??= newNode();
      else {
        node.longestPrefix = Math.max(node.longestPrefix, shape.prefix.length);
        node = child(node.prefixed, shape.prefix);
      }
    }
    node.rules.push(rule);
  }

  /** Lists of candidate rules (each ascending) for a path, folded as the shapes were. */
  candidates(path: string): number[][] {
    // Only the first segments can meet a shape; a long path is not split further.
    const segments = path.slice(1).split('/', maxDepth);
    const found: number[][] = [];
    const walk = (node: TrieNode, depth: number) => {
      if (node.rules.length > 0) found.push(node.rules);
      const segment = segments[depth];
      if (segment === undefined) return;
      const literal = node.literal.get(segment);
      if (literal) walk(literal, depth + 1);
      for (let end = Math.min(segment.length, node.longestPrefix); end > 0; end--) {
        const prefixed = node.prefixed.get(segment.slice(0, end));
        if (prefixed) walk(prefixed, depth + 1);
      }
      if (node.any) walk(node.any, depth + 1);
    };
    walk(this.root, 0);
    return found;
  }
}

function child(map: Map<string, TrieNode>, key: string): TrieNode {
  let node = map.get(key);
  if (!node) {
    node = newNode();
    map.set(key, node);
  }
  return node;
}
