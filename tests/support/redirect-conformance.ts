import { requestFrom } from '#src/redirects/operations.ts';
import type { RuleFileInput } from '#src/redirects/rule-schema.ts';

/**
 * The conformance table of the redirect semantics (Next.js `redirects()`), run against the pure
 * matcher and against the worker under miniflare. The rules belong to store-fi in the worker run.
 */
export const conformanceRules: RuleFileInput = {
  site: 'store-fi',
  rules: [
    /* 0 */ { source: '/vanha-sivu', destination: '/uusi-sivu', permanent: true },
    /* 1 */ { source: '/tilapainen', destination: '/kampanja', permanent: false },
    /* 2 */ { source: '/vanha-301', destination: '/uusi', statusCode: 301 },
    /* 3 */ { source: '/vanha-302', destination: '/uusi', statusCode: 302 },
    /* 4 */ {
      source: '/toimipiste/:location',
      destination: '/yhteystiedot/:location',
      permanent: true,
    },
    /* 5 */ { source: '/used/:path*', destination: '/osta-auto/:path*', permanent: true },
    /* 6 */ { source: '/plus/:path+', destination: '/p/:path+', permanent: true },
    /* 7 */ { source: '/auto/:id(\\d{1,})', destination: '/osta-auto/:id', permanent: true },
    /* 8 */ { source: '/auto/:slug', destination: '/osta-auto?haku=:slug', permanent: true },
    /* 9 */ {
      source: '/merkki/:brand',
      destination: '/osta-auto?car_brand=:brand&sort=new',
      permanent: true,
    },
    /* 10 */ { source: '/haku', destination: '/osta-auto?source=old&sort=price', permanent: true },
    /* 11 */ {
      source: '/kampanjat',
      has: [{ type: 'query', key: 'merkki', value: 'volvo|kia' }],
      destination: '/kampanjat/merkki',
      permanent: true,
    },
    /* 12 */ {
      source: '/kampanjat',
      has: [{ type: 'query', key: 'malli', value: '(?<model>[a-z0-9-]+)' }],
      destination: '/osta-auto/malli/:model',
      permanent: true,
    },
    /* 13 */ {
      source: '/kampanjat',
      has: [{ type: 'query', key: 'vuosi' }],
      destination: '/osta-auto?vuosi=:vuosi',
      permanent: true,
    },
    /* 14 */ {
      source: '/kieli',
      has: [{ type: 'header', key: 'Accept-Language', value: 'sv.*' }],
      destination: '/sv',
      permanent: false,
    },
    /* 15 */ {
      source: '/kieli',
      has: [{ type: 'cookie', key: 'lang', value: '(?<lang>en|sk)' }],
      destination: '/:lang',
      permanent: false,
    },
    /* 16 */ {
      source: '/isanta',
      has: [{ type: 'host', value: 'store-fi\\.localhost' }],
      destination: '/oikea-isanta',
      permanent: true,
    },
    /* 17 */ { source: '/isanta', destination: '/muu-isanta', permanent: true },
    /* 18 */ {
      source: '/ilman-evastetta',
      missing: [{ type: 'cookie', key: 'nahty' }],
      destination: '/esittely',
      permanent: false,
    },
    /* 19 */ { source: '/ensimmainen', destination: '/voittaja', permanent: true },
    /* 20 */ { source: '/ensimmainen', destination: '/varjossa', permanent: true },
    /* 21 */ { source: '/:prefix(ennen)/:rest*', destination: '/kuvio-voitti', permanent: true },
    /* 22 */ { source: '/ennen/tarkka', destination: '/tarkka-myohemmin', permanent: true },
    /* 23 */ { source: '/ketju-a', destination: '/ketju-b', permanent: true },
    /* 24 */ { source: '/ketju-b', destination: '/ketju-c', permanent: true },
    /* 25 */ { source: '/autot%C3%A4', destination: '/autot', permanent: true },
    /* 26 */ { source: '/koodattu/:name', destination: '/nimi/:name', permanent: true },
    /* 27 */ { source: '/Iso-Kirjain', destination: '/pieni', permanent: true },
    /* 28 */ {
      source: '/ura/:path*',
      destination: 'https://ura.example.com/avoimet/:path*',
      permanent: true,
    },
    /* 29 */ { source: '/ankkuri', destination: '/ohje#rahoitus', permanent: true },
    /* 30 */ { source: '/tuote-:id(\\d+)', destination: '/osta-auto/:id', permanent: true },
    /* 31 */ { source: '/:slug(vanha-[a-z]+)', destination: '/arkisto/:slug', permanent: true },
    /* 32 */ { source: '/tiedosto.pdf', destination: '/asiakirjat/tiedosto.pdf', permanent: true },
    /* 33 */ {
      source: '/sama',
      has: [{ type: 'query', key: 'x', value: '1' }],
      missing: [{ type: 'query', key: 'y' }],
      destination: '/sama-x',
      permanent: true,
    },
    /* 34 */ { source: '/en', destination: '/', permanent: true },
    /* 35 */ { source: '/en/:path*', destination: '/:path*', permanent: true },
    /* 36 */ {
      source: '/polttoaineet',
      destination: '/osta-auto?car_fuel=El&car_fuel=Hybrid',
      permanent: true,
    },
    /* 37 */ {
      source: '/alihost',
      has: [{ type: 'host', value: '(?<sub>[a-z-]+)\\.localhost' }],
      destination: 'https://:sub.example.com/kohde',
      permanent: true,
    },
    /* 38 */ { source: '/ohjeet/:code', destination: '/docs#:code', permanent: true },
    /* 39 */ { source: '/hae/:path*', destination: '/osta-auto?p=:path*', permanent: true },
  ],
};

/** A request as the tables and the bench describe it. */
export interface RequestShape {
  method?: string;
  path: string;
  query?: string;
  headers?: Record<string, string>;
  cookies?: Record<string, string>;
}

/** The Fetch request for a described request on a host. */
export function requestOf(shape: RequestShape, host = 'store-fi.localhost'): Request {
  const query = shape.query ? `?${shape.query}` : '';
  return requestFrom({ url: `http://${host}${shape.path}${query}`, ...shape });
}

export interface ConformanceCase extends RequestShape {
  name: string;
  /** null: nothing matches and the request goes on. */
  expected: { status: number; location: string; rule: number } | null;
}

const hit = (status: number, location: string, rule: number) => ({ status, location, rule });

export const conformanceCases: ConformanceCase[] = [
  // Exact sources and status codes
  {
    name: 'exact source, permanent: 308',
    path: '/vanha-sivu',
    expected: hit(308, '/uusi-sivu', 0),
  },
  { name: 'permanent false: 307', path: '/tilapainen', expected: hit(307, '/kampanja', 1) },
  {
    name: 'statusCode 301 without permanent (Next.js takes one or the other)',
    path: '/vanha-301',
    expected: hit(301, '/uusi', 2),
  },
  { name: 'statusCode 302', path: '/vanha-302', expected: hit(302, '/uusi', 3) },
  {
    name: 'HEAD is redirected',
    method: 'HEAD',
    path: '/vanha-sivu',
    expected: hit(308, '/uusi-sivu', 0),
  },
  { name: 'POST is not redirected', method: 'POST', path: '/vanha-sivu', expected: null },
  { name: 'PUT is not redirected', method: 'PUT', path: '/vanha-sivu', expected: null },
  {
    name: 'a longer path does not match an exact source',
    path: '/vanha-sivu/lisaa',
    expected: null,
  },
  { name: 'a prefix does not match an exact source', path: '/vanha', expected: null },
  {
    name: 'a file-like exact source',
    path: '/tiedosto.pdf',
    expected: hit(308, '/asiakirjat/tiedosto.pdf', 32),
  },
  { name: 'a dot in a source is literal', path: '/tiedostoXpdf', expected: null },
  // Named params
  {
    name: 'named param into the destination path',
    path: '/toimipiste/helsinki',
    expected: hit(308, '/yhteystiedot/helsinki', 4),
  },
  {
    name: 'named param does not span segments',
    path: '/toimipiste/helsinki/keskusta',
    expected: null,
  },
  { name: 'named param needs a value', path: '/toimipiste', expected: null },
  {
    name: 'named param into a destination query value',
    path: '/merkki/volvo',
    expected: hit(308, '/osta-auto?car_brand=volvo&sort=new', 9),
  },
  {
    name: 'param in a query value is encoded',
    path: '/auto/volvo-xc60',
    expected: hit(308, '/osta-auto?haku=volvo-xc60', 8),
  },
  // :path* and :path+
  { name: ':path* with no segments', path: '/used', expected: hit(308, '/osta-auto', 5) },
  {
    name: ':path* with one segment',
    path: '/used/volvo',
    expected: hit(308, '/osta-auto/volvo', 5),
  },
  {
    name: ':path* with several segments',
    path: '/used/volvo/xc60/2021',
    expected: hit(308, '/osta-auto/volvo/xc60/2021', 5),
  },
  { name: ':path+ needs a segment', path: '/plus', expected: null },
  { name: ':path+ with one segment', path: '/plus/a', expected: hit(308, '/p/a', 6) },
  { name: ':path+ with several segments', path: '/plus/a/b/c', expected: hit(308, '/p/a/b/c', 6) },
  {
    name: ':path* into an absolute destination',
    path: '/ura/myynti/helsinki',
    expected: hit(308, 'https://ura.example.com/avoimet/myynti/helsinki', 28),
  },
  {
    name: 'absolute destination with no segments',
    path: '/ura',
    expected: hit(308, 'https://ura.example.com/avoimet', 28),
  },
  // Regex-constrained params
  {
    name: 'numeric id matches the constrained rule',
    path: '/auto/12345',
    expected: hit(308, '/osta-auto/12345', 7),
  },
  {
    name: 'non-numeric id falls to the next rule',
    path: '/auto/abc',
    expected: hit(308, '/osta-auto?haku=abc', 8),
  },
  {
    name: 'id mixing digits and letters is not numeric',
    path: '/auto/12a',
    expected: hit(308, '/osta-auto?haku=12a', 8),
  },
  {
    name: 'param with a literal prefix in the segment',
    path: '/tuote-42',
    expected: hit(308, '/osta-auto/42', 30),
  },
  { name: 'prefixed param needs its digits', path: '/tuote-x', expected: null },
  {
    name: 'param constrained to a word pattern',
    path: '/vanha-kuvasto',
    expected: hit(308, '/arkisto/vanha-kuvasto', 31),
  },
  { name: 'constrained param rejects other words', path: '/uusi-kuvasto', expected: null },
  // Query merging
  {
    name: 'incoming query is kept',
    path: '/vanha-sivu',
    query: 'utm_source=news&x=1',
    expected: hit(308, '/uusi-sivu?utm_source=news&x=1', 0),
  },
  {
    name: 'incoming query merges into the destination query',
    path: '/merkki/kia',
    query: 'page=2',
    expected: hit(308, '/osta-auto?page=2&car_brand=kia&sort=new', 9),
  },
  {
    name: "destination value wins on a clash, in the request key's place (Next.js order)",
    path: '/haku',
    query: 'sort=name&q=ev',
    expected: hit(308, '/osta-auto?sort=price&q=ev&source=old', 10),
  },
  {
    name: 'repeated incoming keys are all kept',
    path: '/vanha-sivu',
    query: 'f=a&f=b',
    expected: hit(308, '/uusi-sivu?f=a&f=b', 0),
  },
  {
    name: 'a clash replaces every incoming value of the key',
    path: '/haku',
    query: 'sort=a&sort=b',
    expected: hit(308, '/osta-auto?sort=price&source=old', 10),
  },
  {
    name: 'incoming encoding is kept as sent',
    path: '/vanha-sivu',
    query: 'q=s%C3%A4hk%C3%B6',
    expected: hit(308, '/uusi-sivu?q=s%C3%A4hk%C3%B6', 0),
  },
  {
    name: 'a bare incoming key gets an empty value, as Next.js writes it',
    path: '/vanha-sivu',
    query: 'flag',
    expected: hit(308, '/uusi-sivu?flag=', 0),
  },
  {
    name: 'a + space in an incoming value is written %20, as Next.js writes it',
    path: '/vanha-sivu',
    query: 'q=volvo+xc60',
    expected: hit(308, '/uusi-sivu?q=volvo%20xc60', 0),
  },
  {
    name: 'a destination key given twice keeps both values',
    path: '/polttoaineet',
    query: 'page=2',
    expected: hit(308, '/osta-auto?page=2&car_fuel=El&car_fuel=Hybrid', 36),
  },
  {
    name: 'empty incoming query adds no question mark',
    path: '/vanha-sivu',
    query: '',
    expected: hit(308, '/uusi-sivu', 0),
  },
  // has: query
  {
    name: 'has query value matches the whole value',
    path: '/kampanjat',
    query: 'merkki=volvo',
    expected: hit(308, '/kampanjat/merkki?merkki=volvo', 11),
  },
  {
    name: 'has query alternation',
    path: '/kampanjat',
    query: 'merkki=kia',
    expected: hit(308, '/kampanjat/merkki?merkki=kia', 11),
  },
  {
    name: 'has query value must match from the start',
    path: '/kampanjat',
    query: 'merkki=xvolvo',
    expected: null,
  },
  {
    name: 'has query value must match to the end',
    path: '/kampanjat',
    query: 'merkki=kiax',
    expected: null,
  },
  {
    name: 'Next.js anchoring: ^volvo|kia$ lets an ungrouped alternative match a prefix',
    path: '/kampanjat',
    query: 'merkki=volvokia',
    expected: hit(308, '/kampanjat/merkki?merkki=volvokia', 11),
  },
  {
    name: 'has query value is case-sensitive',
    path: '/kampanjat',
    query: 'merkki=Volvo',
    expected: null,
  },
  {
    name: 'has query named group into the destination',
    path: '/kampanjat',
    query: 'malli=xc60',
    expected: hit(308, '/osta-auto/malli/xc60?malli=xc60', 12),
  },
  {
    name: 'has query without value: presence, value becomes a param',
    path: '/kampanjat',
    query: 'vuosi=2021',
    expected: hit(308, '/osta-auto?vuosi=2021', 13),
  },
  {
    name: 'has query without value: an empty value is absent',
    path: '/kampanjat',
    query: 'vuosi=',
    expected: null,
  },
  {
    name: 'has query: the last repeated value counts',
    path: '/kampanjat',
    query: 'merkki=audi&merkki=volvo',
    expected: hit(308, '/kampanjat/merkki?merkki=audi&merkki=volvo', 11),
  },
  { name: 'no condition met: no redirect', path: '/kampanjat', expected: null },
  // has: header, cookie, host
  {
    name: 'has header value regex',
    path: '/kieli',
    headers: { 'accept-language': 'sv-SE,sv;q=0.9' },
    expected: hit(307, '/sv', 14),
  },
  {
    name: 'header names are case-insensitive',
    path: '/kieli',
    headers: { 'ACCEPT-LANGUAGE': 'sv' },
    expected: hit(307, '/sv', 14),
  },
  {
    name: 'has header not matching falls through',
    path: '/kieli',
    headers: { 'accept-language': 'fi' },
    expected: null,
  },
  {
    name: 'has cookie named group',
    path: '/kieli',
    cookies: { lang: 'en' },
    expected: hit(307, '/en', 15),
  },
  { name: 'has cookie other value', path: '/kieli', cookies: { lang: 'de' }, expected: null },
  {
    name: 'first of header and cookie rules wins',
    path: '/kieli',
    headers: { 'accept-language': 'sv' },
    cookies: { lang: 'sk' },
    expected: hit(307, '/sv', 14),
  },
  {
    name: 'has host matches the request host',
    path: '/isanta',
    expected: hit(308, '/oikea-isanta', 16),
  },
  // missing
  {
    name: 'missing cookie absent: redirect',
    path: '/ilman-evastetta',
    expected: hit(307, '/esittely', 18),
  },
  {
    name: 'missing cookie present: no redirect',
    path: '/ilman-evastetta',
    cookies: { nahty: '1' },
    expected: null,
  },
  {
    name: 'has and missing together: both hold',
    path: '/sama',
    query: 'x=1',
    expected: hit(308, '/sama-x?x=1', 33),
  },
  {
    name: 'has and missing together: missing present',
    path: '/sama',
    query: 'x=1&y=2',
    expected: null,
  },
  { name: 'has and missing together: has fails', path: '/sama', query: 'x=2', expected: null },
  // Order and hops
  {
    name: 'first rule in file order wins for the same source',
    path: '/ensimmainen',
    expected: hit(308, '/voittaja', 19),
  },
  {
    name: 'an earlier pattern wins over a later exact source',
    path: '/ennen/tarkka',
    expected: hit(308, '/kuvio-voitti', 21),
  },
  {
    name: 'one hop per response: chains are not followed',
    path: '/ketju-a',
    expected: hit(308, '/ketju-b', 23),
  },
  {
    name: 'the second hop is its own response',
    path: '/ketju-b',
    expected: hit(308, '/ketju-c', 24),
  },
  { name: 'prefix rule before its wildcard', path: '/en', expected: hit(308, '/', 34) },
  {
    name: 'wildcard strips the language prefix',
    path: '/en/yhteystiedot',
    expected: hit(308, '/yhteystiedot', 35),
  },
  // Trailing slash
  {
    name: 'a trailing slash redirects to the path without it first',
    path: '/vanha-sivu/',
    expected: hit(308, '/vanha-sivu', -1),
  },
  {
    name: 'the trailing-slash redirect keeps the query',
    path: '/jotain/muuta/',
    query: 'a=1',
    expected: hit(308, '/jotain/muuta?a=1', -1),
  },
  { name: 'the root keeps its slash', path: '/', expected: null },
  {
    name: 'a file path with a trailing slash loses it',
    path: '/tiedosto.pdf/',
    expected: hit(308, '/tiedosto.pdf', -1),
  },
  { name: '/.well-known paths keep their slash', path: '/.well-known/jotain/', expected: null },
  // Raw (percent-encoded) matching
  {
    name: 'matching uses the raw percent-encoded path',
    path: '/autot%C3%A4',
    expected: hit(308, '/autot', 25),
  },
  {
    name: 'percent-encoding is matched case-insensitively by default',
    path: '/autot%c3%a4',
    expected: hit(308, '/autot', 25),
  },
  {
    name: 'an encoded param stays encoded in the destination',
    path: '/koodattu/s%C3%A4hk%C3%B6',
    expected: hit(308, '/nimi/s%C3%A4hk%C3%B6', 26),
  },
  {
    name: 'an encoded slash does not split a segment',
    path: '/koodattu/a%2Fb',
    expected: hit(308, '/nimi/a%2Fb', 26),
  },
  // Case
  {
    name: 'sources match case-insensitively by default',
    path: '/VANHA-SIVU',
    expected: hit(308, '/uusi-sivu', 0),
  },
  {
    name: 'a mixed-case source matches lower case',
    path: '/iso-kirjain',
    expected: hit(308, '/pieni', 27),
  },
  {
    name: 'params keep the request case',
    path: '/Toimipiste/Espoo',
    expected: hit(308, '/yhteystiedot/Espoo', 4),
  },
  // Fragments and safety
  {
    name: 'destination fragment is kept after the query',
    path: '/ankkuri',
    query: 'a=1',
    expected: hit(308, '/ohje?a=1#rahoitus', 29),
  },
  {
    name: 'repeated slashes redirect to single ones first, never to a protocol-relative Location',
    path: '/used//evil.example',
    expected: hit(308, '/used/evil.example', -1),
  },
  {
    name: 'repeated slashes inside a path redirect before any rule, the query kept (Next.js)',
    path: '/used/a//b',
    query: 'x=1',
    expected: hit(308, '/used/a/b?x=1', -1),
  },
  // Params outside the path (Next.js compileNonPath)
  {
    name: "a host condition's named group fills the destination's host",
    path: '/alihost',
    expected: hit(308, 'https://store-fi.example.com/kohde', 37),
  },
  {
    name: "a param fills the destination's fragment",
    path: '/ohjeet/rahoitus',
    expected: hit(308, '/docs#rahoitus', 38),
  },
  {
    name: 'a :path* param in a query value gives its segments joined by / (no stray *, / kept)',
    path: '/hae/a/b',
    expected: hit(308, '/osta-auto?p=a/b', 39),
  },
  {
    name: 'a param that carries percent-escapes is not encoded again in a query value',
    path: '/auto/hello%20world',
    expected: hit(308, '/osta-auto?haku=hello%20world', 8),
  },
  {
    name: 'a param in a query value has what would end the pair escaped',
    path: '/auto/a&b=c+d',
    expected: hit(308, '/osta-auto?haku=a%26b%3Dc%2Bd', 8),
  },
  {
    name: 'a condition value over 1,024 characters is not matched against its regex (bounded)',
    path: '/kieli',
    headers: { 'accept-language': `sv${'a'.repeat(1100)}` },
    expected: null,
  },
  { name: 'unknown paths go on', path: '/ei-saantoa', expected: null },
  {
    name: 'a backslash is a slash, and the Location stays on this site',
    path: '/used\\evil.example',
    expected: hit(308, '/osta-auto/evil.example', 5),
  },
  { name: 'an 8 KB path without a rule goes on', path: `/${'a'.repeat(8000)}`, expected: null },
  {
    name: 'an 8 KB path under a wildcard is redirected',
    path: `/used/${'b/'.repeat(3000)}c`,
    expected: hit(308, `/osta-auto/${'b/'.repeat(3000)}c`, 5),
  },
];

/** Cases whose rule set is switched to case-sensitive matching. */
export const caseSensitiveCases: ConformanceCase[] = [
  {
    name: 'case-sensitive: exact case matches',
    path: '/Iso-Kirjain',
    expected: hit(308, '/pieni', 27),
  },
  { name: 'case-sensitive: other case does not', path: '/iso-kirjain', expected: null },
  { name: 'case-sensitive: pattern literal case matters', path: '/USED/volvo', expected: null },
];
