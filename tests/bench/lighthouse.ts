// `npm run lighthouse [-- --runs N --no-build --page group-se:/vinterkampanj ...]`
// Builds the site, serves the built worker from workerd through miniflare's own HTTP server (which
// compresses text answers as Cloudflare's edge does; `vite preview` sends them uncompressed, which
// no visitor would ever get) and runs Lighthouse (mobile emulation, its default) in Debian's
// Chromium against the named pages (default: the group-se and group-uk home pages and group-se's
// tire hotel page): performance, accessibility, best practices and SEO, and the JavaScript the
// page loaded, the median of N runs each, once as a first visit (the consent dialog opens) and
// once as a returning visitor.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { serialiseConsent } from '#client/lib/consent.ts';
import { median } from './http-load.ts';
import { killAllNow, runCommand } from '../support/processes.ts';
import { startSite, type SiteUnderTest } from '../support/site-under-test.ts';

const root = resolve(import.meta.dirname, '../..');
const resultsDir = join(root, 'tests/bench/.results');
const resultsFile = join(resultsDir, 'lighthouse.json');
const categories = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
/**
 * The home pages of #4 and the tire hotel page of #20 (target: performance 90 or more), unless
 * pages are named: `--page group-se:/vinterkampanj` (repeatable).
 */
const defaultPages = [
  { site: 'group-se', path: '/' },
  { site: 'group-uk', path: '/' },
  { site: 'group-se', path: '/dack-och-biltillbehor/dackhotell' },
];
/** A returning visitor's stored choice (necessary only), so no dialog covers the page. */
const returningCookie = `consent=${serialiseConsent({ statistics: false, marketing: false })}`;

const { values } = parseArgs({
  options: {
    runs: { type: 'string', default: '3' },
    'no-build': { type: 'boolean', default: false },
    page: { type: 'string', multiple: true },
  },
});
const pages =
  values.page?.map((page) => {
    const match = /^([a-z]+-[a-z]+):(\/\S*)$/.exec(page);
    if (!match) throw new Error(`--page must look like group-se:/vinterkampanj, got ${page}`);
    return { site: match[1]!, path: match[2]! };
  }) ?? defaultPages;
const runs = Number(values.runs);
if (!Number.isInteger(runs) || runs < 1 || runs > 15)
  throw new Error(`--runs must be 1 to 15, got ${values.runs}`);
const log = (line: string) => console.error(`· ${line}`);

type Report = NonNullable<Awaited<ReturnType<typeof lighthouse>>>['lhr'];

/** One Lighthouse run; Chromium now and then loses the trace's navigation start, so that is retried. */
async function audit(
  port: number,
  url: string,
  extraHeaders: Record<string, string>,
): Promise<Report> {
  for (let attempt = 1; ; attempt++) {
    // Each run starts from an empty profile: a first visit, unless the cookie says otherwise.
    const result = await lighthouse(url, {
      port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: [...categories],
      extraHeaders,
    });
    if (!result) throw new Error(`lighthouse returned nothing for ${url}`);
    const { lhr } = result;
    if (lhr.runtimeError?.code === 'NO_NAVSTART' && attempt < 3) {
      log(`trace lost its navigation start; again (attempt ${attempt + 1})`);
      continue;
    }
    if (lhr.runtimeError)
      throw new Error(`lighthouse: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
    return lhr;
  }
}

/** Bytes of script the page loaded during the run, as transferred (compressed, headers included). */
function scriptTransferBytes(lhr: Report): number {
  const details = lhr.audits['network-requests']?.details as
    { items?: Array<{ resourceType?: string; transferSize?: number }> } | undefined;
  return (details?.items ?? [])
    .filter((item) => item.resourceType === 'Script')
    .reduce((sum, item) => sum + (item.transferSize ?? 0), 0);
}

async function main(): Promise<number> {
  if (!values['no-build']) {
    log('npm run build');
    await runCommand('npm', ['run', 'build'], root, 300_000);
  }
  mkdirSync(resultsDir, { recursive: true });
  let site: SiteUnderTest | undefined;
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    chromeFlags: [
      '--headless=new',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  });
  try {
    // The seed goes into miniflare's in-memory KV and D1, as in the worker tests.
    site = await startSite({ build: 'dist', port: 0 });
    const port = site.url!.port;
    const results: Record<string, Record<string, number | string>> = {};
    for (const page of pages) {
      for (const visit of ['first', 'returning'] as const) {
        const url = `http://${page.site}.localhost:${port}${page.path}`;
        const scores: Record<string, number[]> = Object.fromEntries(categories.map((c) => [c, []]));
        const metrics: Record<string, number[]> = {
          lcp: [],
          cls: [],
          tbt: [],
          fcp: [],
          jsBytes: [],
        };
        for (let run = 1; run <= runs; run++) {
          log(`${page.site} ${page.path} ${visit} visit: run ${run}/${runs}`);
          const lhr = await audit(
            chrome.port,
            url,
            visit === 'returning' ? { Cookie: returningCookie } : {},
          );
          // The last run's full report, for the opportunities and the request list behind a score.
          writeFileSync(
            join(
              resultsDir,
              `lighthouse-${page.site}${page.path.replace(/\W+/g, '-').replace(/-$/, '')}-${visit}.json`,
            ),
            JSON.stringify(lhr),
          );
          for (const c of categories)
            scores[c]!.push(Math.round((lhr.categories[c]?.score ?? 0) * 100));
          metrics.lcp!.push(lhr.audits['largest-contentful-paint']?.numericValue ?? NaN);
          metrics.cls!.push(lhr.audits['cumulative-layout-shift']?.numericValue ?? NaN);
          metrics.tbt!.push(lhr.audits['total-blocking-time']?.numericValue ?? NaN);
          metrics.fcp!.push(lhr.audits['first-contentful-paint']?.numericValue ?? NaN);
          metrics.jsBytes!.push(scriptTransferBytes(lhr));
        }
        results[`${page.site} ${page.path} (${visit} visit)`] = {
          ...Object.fromEntries(categories.map((c) => [c, median(scores[c]!)])),
          runs: categories.map((c) => `${c} ${scores[c]!.join('/')}`).join('; '),
          lcpMs: Math.round(median(metrics.lcp!)),
          fcpMs: Math.round(median(metrics.fcp!)),
          tbtMs: Math.round(median(metrics.tbt!)),
          cls: Number(median(metrics.cls!).toFixed(3)),
          jsKb: Number((median(metrics.jsBytes!) / 1024).toFixed(2)),
        };
      }
    }
    writeFileSync(
      resultsFile,
      `${JSON.stringify({ at: new Date().toISOString(), runs, results }, null, 2)}\n`,
    );
    const out = [
      `Lighthouse 13 (mobile emulation, simulated throttling), median of ${runs} runs, the built worker on workerd (miniflare, compressed as at the edge)`,
    ];
    for (const [name, r] of Object.entries(results)) {
      out.push(
        `${name}: performance ${r.performance}, accessibility ${r.accessibility}, best practices ${r['best-practices']}, SEO ${r.seo}` +
          `  (FCP ${r.fcpMs} ms, LCP ${r.lcpMs} ms, TBT ${r.tbtMs} ms, CLS ${r.cls}; JavaScript loaded ${r.jsKb} KB compressed)`,
      );
      out.push(`  runs: ${r.runs}`);
    }
    out.push(`results: ${resultsFile}`);
    console.log(out.join('\n'));
    return 0;
  } finally {
    await site?.dispose();
    await chrome.kill();
  }
}

process.on('exit', killAllNow);
try {
  process.exitCode = await main();
} catch (error) {
  console.error(`lighthouse failed: ${error instanceof Error ? error.stack : String(error)}`);
  process.exitCode = 2;
}
