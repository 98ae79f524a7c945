// `npm run bench [-- --requests N --concurrency N --rounds N --warmup N --no-build]`
// Builds the site, serves the production worker with `vite preview` (workerd) and measures the
// group-se home page, a content page and a car's detail page against a static asset served by the
// same worker, so the figures that matter are the ratios between them (and the detail page's
// against the home page's): they cancel much of the machine's own speed and noise. Then page
// weights (home budget, car list, car detail) and the car list's facet click in Chromium.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { Agent } from 'node:http';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { getOnce } from '../support/http-get.ts';
import { median, type PhaseResult, type PhaseStats, runPhase, summarise } from './http-load.ts';
import { killAllNow, type Preview, runCommand, startPreview } from '../support/processes.ts';
import { type Manifest, pageWeight, sizeOf } from './sizes.ts';
import { browserEntry } from '#src/render/browser-entry.ts';
import { measureFacetClicks } from './car-list-click.ts';
import { fixed, intOption, log, machine, row } from './bench-report.ts';

const root = resolve(import.meta.dirname, '../..');
const clientDir = join(root, 'dist/client');
const workerBundle = 'dist/dealer_group_web/index.js';
const resultsFile = join(root, 'tests/bench/.results/latest.json');
const site = 'group-se';
/** A content page with the full shell (navigation three levels deep, footer) and a hero. */
const contentPath = '/service-och-verkstad';
const jsBudgetBytes = 80 * 1024;
/** A car of the generated stock on group-se (kv-seed/stock), and the site's detail path. */
const detailCarId = '10000001';
const detailPath = '/kop-bil';
const requestTimeoutMs = 10_000;

function options() {
  const { values } = parseArgs({
    options: {
      requests: { type: 'string', default: '2000' },
      concurrency: { type: 'string', default: '8' },
      rounds: { type: 'string', default: '3' },
      warmup: { type: 'string', default: '200' },
      'phase-seconds': { type: 'string', default: '120' },
      'no-build': { type: 'boolean', default: false },
    },
  });
  return {
    requests: intOption('requests', values.requests, 1_000_000),
    concurrency: intOption('concurrency', values.concurrency, 256),
    rounds: intOption('rounds', values.rounds, 50),
    warmup: intOption('warmup', values.warmup, 100_000),
    phaseSeconds: intOption('phase-seconds', values['phase-seconds'], 3_600),
    build: !values['no-build'],
  };
}

const kb = (bytes: number) => (bytes / 1024).toFixed(2);

/**
 * `vite preview` serves whichever build ran last (the vite plugin records it in
 * .wrangler/deploy/config.json), and `npm run build:fixture` changes it. Read both so the bench
 * can refuse to measure the wrong build and notice a rebuild by someone else mid-run.
 */
function servedBuild(): { deployConfig: string; manifest: string; servesDist: boolean } {
  const deployConfigPath = join(root, '.wrangler/deploy/config.json');
  let deployConfig = '';
  let servesDist: boolean;
  try {
    deployConfig = readFileSync(deployConfigPath, 'utf8');
    const { configPath } = JSON.parse(deployConfig) as { configPath?: string };
    servesDist =
      configPath !== undefined &&
      resolve(join(root, '.wrangler/deploy'), configPath) ===
        join(root, 'dist/dealer_group_web/wrangler.json');
  } catch {
    servesDist = false;
  }
  return {
    deployConfig,
    manifest: readFileSync(join(clientDir, '.vite/manifest.json'), 'utf8'),
    servesDist,
  };
}

interface Target {
  name: string;
  path: string;
}

interface RoundResult {
  round: number;
  order: string[];
  phases: Record<string, PhaseStats & { failures: number; notSent: number }>;
}

function failureCount(phase: PhaseResult): number {
  return phase.failures + phase.notSent;
}

async function main(): Promise<number> {
  const opts = options();
  const env = machine(root);
  const startedAt = new Date().toISOString();
  log(`machine: ${env.cpuModel} × ${env.cpuCount}, node ${env.node}`);

  const timings: Record<string, number> = {};
  if (opts.build) {
    log('npm run build');
    timings.buildMs = await runCommand('npm', ['run', 'build'], root, 300_000);
    log('npm run seed');
    timings.seedMs = await runCommand('npm', ['run', 'seed'], root, 120_000);
  }

  const build = servedBuild();
  if (!build.servesDist) {
    throw new Error(
      `vite preview would not serve dist/: .wrangler/deploy/config.json is ${build.deployConfig.trim() || 'missing'}. ` +
        'The last vite build was another target (npm test ends with build:fixture); run the bench without --no-build, or npm run build first.',
    );
  }
  const manifest = JSON.parse(build.manifest) as Manifest;
  const [, entry] = browserEntry(manifest);
  const targets: Target[] = [
    { name: 'home', path: '/' },
    { name: 'content', path: contentPath },
    { name: 'asset', path: `/${entry.file}` },
  ];
  const worker = { file: workerBundle, ...sizeOf(join(root, workerBundle)) };

  const agent = new Agent({
    keepAlive: true,
    maxSockets: opts.concurrency,
    maxFreeSockets: opts.concurrency,
  });
  let preview: Preview | undefined;
  const onSignal = (signal: NodeJS.Signals) => {
    console.error(`\n${signal}: stopping the preview server`);
    void (preview?.stop() ?? Promise.resolve()).finally(() => {
      killAllNow();
      process.exit(130);
    });
  };
  process.once('SIGINT', onSignal);
  process.once('SIGTERM', onSignal);

  try {
    log('starting vite preview');
    const previewStart = performance.now();
    preview = await startPreview(root, (port) => `${site}.localhost:${port}`, agent, 60_000);
    timings.previewReadyMs = performance.now() - previewStart;
    const spec = (path: string) => ({
      port: preview!.port,
      host: `${site}.localhost:${preview!.port}`,
      path,
      agent,
      timeoutMs: requestTimeoutMs,
    });

    const home = await getOnce({ ...spec('/'), keepBody: true });
    if (home.status !== 200 || !home.body)
      throw new Error(
        `GET / answered ${home.error ?? home.status}; cannot measure the page's assets`,
      );
    const weight = pageWeight(home.body, clientDir);
    if (!home.body.includes(`/${entry.file}`)) {
      throw new Error(
        `the served home page does not load /${entry.file}, the entry of dist/client: the preview serves another build`,
      );
    }

    // Issue 8: a car's detail page, found the way a visitor's bare-id link finds it (302 to id/slug).
    const bareId = await getOnce(spec(`${detailPath}/${detailCarId}`));
    if (bareId.status !== 302 || !bareId.location)
      throw new Error(
        `GET ${detailPath}/${detailCarId} answered ${bareId.error ?? bareId.status}, not a redirect to the car's page`,
      );
    const detail = {
      name: 'detail',
      path: new URL(bareId.location, 'http://page.invalid').pathname,
    };
    targets.splice(
      targets.findIndex((t) => t.name === 'asset'),
      0,
      detail,
    );
    const detailPage = await getOnce({ ...spec(detail.path), keepBody: true });
    if (detailPage.status !== 200 || !detailPage.body)
      throw new Error(`GET ${detail.path} answered ${detailPage.error ?? detailPage.status}`);
    const detailWeight = pageWeight(detailPage.body, clientDir);

    const deadlineMs = opts.phaseSeconds * 1000;
    const warmups: Record<string, PhaseResult> = {};
    for (const target of targets) {
      log(`warm-up ${target.name} ${target.path}: ${opts.warmup} requests`);
      warmups[target.name] = await runPhase(
        spec(target.path),
        opts.warmup,
        opts.concurrency,
        deadlineMs,
      );
    }

    const rounds: RoundResult[] = [];
    const failureKinds: Record<string, number> = {};
    let failures = Object.values(warmups).reduce((sum, phase) => sum + failureCount(phase), 0);
    for (const phase of Object.values(warmups)) {
      for (const [kind, n] of Object.entries(phase.failureKinds))
        failureKinds[kind] = (failureKinds[kind] ?? 0) + n;
    }
    for (let round = 1; round <= opts.rounds; round++) {
      // Alternate the order so neither target always runs on a machine warmed by the other.
      const order = round % 2 ? targets : [...targets].reverse();
      const result: RoundResult = { round, order: order.map((t) => t.name), phases: {} };
      for (const target of order) {
        log(
          `round ${round}/${opts.rounds} ${target.name}: ${opts.requests} requests at concurrency ${opts.concurrency}`,
        );
        const phase = await runPhase(
          spec(target.path),
          opts.requests,
          opts.concurrency,
          deadlineMs,
        );
        result.phases[target.name] = {
          ...summarise(phase),
          failures: phase.failures,
          notSent: phase.notSent,
        };
        failures += failureCount(phase);
        for (const [kind, n] of Object.entries(phase.failureKinds))
          failureKinds[kind] = (failureKinds[kind] ?? 0) + n;
        if (phase.notSent)
          failureKinds[`not sent: phase hit its ${opts.phaseSeconds} s limit`] =
            (failureKinds[`not sent: phase hit its ${opts.phaseSeconds} s limit`] ?? 0) +
            phase.notSent;
      }
      rounds.push(result);
    }

    const summary = Object.fromEntries(
      targets.map((target) => {
        const per = rounds.map((r) => r.phases[target.name]!);
        const pick = (key: keyof PhaseStats) => median(per.map((p) => p[key]));
        return [
          target.name,
          {
            path: target.path,
            rps: pick('rps'),
            rpsMin: Math.min(...per.map((p) => p.rps)),
            rpsMax: Math.max(...per.map((p) => p.rps)),
            p50: pick('p50'),
            p90: pick('p90'),
            p99: pick('p99'),
            ttfbP50: pick('ttfbP50'),
            meanBytes: pick('meanBytes'),
          },
        ];
      }),
    );
    // Paired within each round, so drift across rounds cancels; the median is the headline.
    const pages = targets.filter((t) => t.name !== 'asset').map((t) => t.name);
    const ratioOf = (page: string) => {
      const rpsPerRound = rounds.map((r) => r.phases[page]!.rps / r.phases.asset!.rps);
      const p50PerRound = rounds.map((r) => r.phases[page]!.p50 / r.phases.asset!.p50);
      const p99PerRound = rounds.map((r) => r.phases[page]!.p99 / r.phases.asset!.p99);
      return {
        rps: median(rpsPerRound),
        p50: median(p50PerRound),
        p99: median(p99PerRound),
        rpsPerRound,
        p50PerRound,
        p99PerRound,
      };
    };
    const ratio = Object.fromEntries(pages.map((page) => [page, ratioOf(page)]));
    const ratioBetween = (page: string, base: string) => {
      const p50PerRound = rounds.map((r) => r.phases[page]!.p50 / r.phases[base]!.p50);
      const ttfbPerRound = rounds.map((r) => r.phases[page]!.ttfbP50 / r.phases[base]!.ttfbP50);
      return { p50: median(p50PerRound), ttfbP50: median(ttfbPerRound), p50PerRound, ttfbPerRound };
    };
    const budget = {
      limitBytes: jsBudgetBytes,
      jsGzipBytes: weight.jsTotal.gzip,
      within: weight.jsTotal.gzip <= jsBudgetBytes,
    };

    // Car list (issue 7): a facet click to updated results in Chromium, cache MISS and HIT.
    log('car list: 20 facet clicks with a cache MISS and 20 with a HIT in Chromium');
    const facetClicks = await measureFacetClicks(`store-se.localhost:${preview.port}`, 20);
    const listPage = await getOnce({
      port: preview.port,
      host: `store-se.localhost:${preview.port}`,
      path: '/kop-bil',
      agent,
      timeoutMs: requestTimeoutMs,
      keepBody: true,
    });
    if (listPage.status !== 200 || !listPage.body)
      throw new Error(`GET store-se /kop-bil answered ${listPage.error ?? listPage.status}`);
    const listWeight = pageWeight(listPage.body, clientDir);
    const listBudgetBytes = 120 * 1024;

    const after = servedBuild();
    const rebuilt = after.manifest !== build.manifest || after.deployConfig !== build.deployConfig;

    const results = {
      startedAt,
      machine: env,
      options: opts,
      timings,
      port: preview.port,
      host: `${site}.localhost`,
      targets: summary,
      ratio,
      rounds,
      warmups: Object.fromEntries(
        Object.entries(warmups).map(([name, p]) => [
          name,
          { ...summarise(p), failures: p.failures, notSent: p.notSent },
        ]),
      ),
      failures: { total: failures, kinds: failureKinds },
      rebuiltDuringRun: rebuilt,
      sizes: { worker, page: weight, budget },
      carListFacetClicks: facetClicks,
      carDetailPage: {
        path: detail.path,
        host: site,
        weight: detailWeight,
        renderVsHome: ratioBetween('detail', 'home'),
      },
      carListPage: {
        path: '/kop-bil',
        host: 'store-se',
        weight: listWeight,
        budget: {
          limitBytes: listBudgetBytes,
          jsGzipBytes: listWeight.jsTotal.gzip,
          within: listWeight.jsTotal.gzip <= listBudgetBytes,
        },
      },
    };
    mkdirSync(join(root, 'tests/bench/.results'), { recursive: true });
    writeFileSync(resultsFile, `${JSON.stringify(results, null, 2)}\n`);

    // The report: stdout only, so it can be piped or pasted as is.
    const out: string[] = [];
    out.push(`dealer-group-web bench  ${startedAt}${env.commit ? `  commit ${env.commit}` : ''}`);
    out.push(
      `machine: ${env.cpuModel} × ${env.cpuCount} CPUs, ${env.os}, ${env.memoryGiB} GiB, load ${env.loadavg1m}, node ${env.node}`,
    );
    out.push(
      `server:  vite preview (workerd), http://127.0.0.1:${preview.port}, Host ${site}.localhost; keep-alive, accept-encoding: identity`,
    );
    out.push(
      `load:    ${opts.rounds} rounds × ${opts.requests} requests per target, concurrency ${opts.concurrency}, warm-up ${opts.warmup} per target`,
    );
    if (opts.build)
      out.push(
        `build:   vite build ${fixed((timings.buildMs ?? 0) / 1000, 1)} s, seed ${fixed((timings.seedMs ?? 0) / 1000, 1)} s`,
      );
    out.push('');
    out.push(
      `Latency: request start to last body byte, ms. Figures: median over ${opts.rounds} rounds; rps range is min–max over rounds.`,
    );
    const w = [
      Math.max(36, ...targets.map((t) => `${t.name} GET ${t.path}`.length)),
      9,
      17,
      8,
      8,
      8,
      10,
      10,
    ];
    out.push(row(['target', 'rps', 'rps min–max', 'p50', 'p90', 'p99', 'ttfb p50', 'bytes'], w));
    for (const target of targets) {
      const s = summary[target.name]!;
      out.push(
        row(
          [
            `${target.name} GET ${target.path}`,
            fixed(s.rps, 0),
            `${fixed(s.rpsMin, 0)}–${fixed(s.rpsMax, 0)}`,
            fixed(s.p50),
            fixed(s.p90),
            fixed(s.p99),
            fixed(s.ttfbP50),
            fixed(s.meanBytes, 0),
          ],
          w,
        ),
      );
    }
    for (const page of pages) {
      const r = ratio[page]!;
      out.push(
        `${page}/asset: rps ${fixed(r.rps, 3)} (rounds ${r.rpsPerRound.map((x) => fixed(x, 3)).join(', ')}), p50 ${fixed(r.p50, 2)}×, p99 ${fixed(r.p99, 2)}× (rounds ${r.p99PerRound.map((x) => fixed(x, 2)).join(', ')})`,
      );
    }
    out.push('');
    out.push(row(['per round', 'rps', 'p50', 'p90', 'p99', 'failures'], [36, 9, 8, 8, 8, 9]));
    for (const r of rounds) {
      for (const name of r.order) {
        const p = r.phases[name]!;
        out.push(
          row(
            [
              `  ${r.round} ${name}`,
              fixed(p.rps, 0),
              fixed(p.p50),
              fixed(p.p90),
              fixed(p.p99),
              p.failures + p.notSent,
            ],
            [36, 9, 8, 8, 8, 9],
          ),
        );
      }
    }
    out.push('');
    const total = opts.rounds * opts.requests * targets.length + opts.warmup * targets.length;
    out.push(
      failures === 0
        ? `requests: ${total}, all answered 200`
        : `requests: ${total}, FAILED ${failures}: ${Object.entries(failureKinds)
            .map(([k, n]) => `${n}× ${k}`)
            .join('; ')}`,
    );
    if (rebuilt)
      out.push(
        'WARNING: dist/ or .wrangler/deploy changed during the run (another build?): figures unreliable',
      );
    out.push('');
    out.push('Sizes (KB = 1024 bytes; gzip = node:zlib level 9, per file)');
    out.push(row(['worker bundle', 'raw KB', 'gzip KB'], [58, 10, 10]));
    out.push(row([`  ${worker.file}`, kb(worker.raw), kb(worker.gzip)], [58, 10, 10]));
    out.push('');
    out.push(`home page JavaScript (islands in the HTML: ${weight.islands.join(', ') || 'none'})`);
    const label = (f: { file: string; missing?: boolean }) =>
      `  ${f.file}${f.missing ? ' (MISSING)' : ''}`;
    const fw = [
      Math.max(40, ...[...weight.js, ...weight.css].map((f) => label(f).length)),
      14,
      10,
      10,
    ];
    out.push(row(['file', 'via', 'raw KB', 'gzip KB'], fw));
    const files = (kind: string, list: typeof weight.js, sum: typeof weight.jsTotal) => {
      for (const f of list) out.push(row([label(f), f.via.join('+'), kb(f.raw), kb(f.gzip)], fw));
      const count = `${list.length} file${list.length === 1 ? '' : 's'}`;
      out.push(row([`  total ${kind} (${count})`, '', kb(sum.raw), kb(sum.gzip)], fw));
    };
    files('JS', weight.js, weight.jsTotal);
    files('CSS', weight.css, weight.cssTotal);
    const headroom = jsBudgetBytes - weight.jsTotal.gzip;
    out.push(
      `JS budget (home page, React included): ${kb(weight.jsTotal.gzip)} KB gzip of ${kb(jsBudgetBytes)} KB: ${budget.within ? `within, ${kb(headroom)} KB to spare` : `OVER by ${kb(-headroom)} KB`}`,
    );
    if ([...weight.js, ...weight.css].some((f) => f.missing))
      out.push(
        '  note: files marked MISSING are named by the page but absent from dist/client (stale build?)',
      );
    out.push('');
    out.push(
      `car list (store-se /kop-bil): JavaScript ${kb(listWeight.jsTotal.gzip)} KB gzip of ${kb(listBudgetBytes)} KB budget (React included; islands: ${listWeight.islands.join(', ')})`,
    );
    const vsHome = ratioBetween('detail', 'home');
    out.push(
      `car detail (${site} ${detail.path}): JavaScript ${kb(detailWeight.jsTotal.gzip)} KB gzip (React included; islands: ${detailWeight.islands.join(', ')})`,
    );
    out.push(
      `car detail against the home page, same run: p50 ×${fixed(vsHome.p50, 2)} (rounds ${vsHome.p50PerRound.map((x) => fixed(x, 2)).join(', ')}), ttfb p50 ×${fixed(vsHome.ttfbP50, 2)} (detail ${fixed(summary.detail!.p50)} ms, home ${fixed(summary.home!.p50)} ms)`,
    );
    out.push(
      `car list facet click to updated results (Chromium, median of ${facetClicks.samples}): cache HIT ${fixed(facetClicks.hitMedianMs, 1)} ms, MISS ${fixed(facetClicks.missMedianMs, 1)} ms (target HIT < 100 ms)`,
    );
    out.push('');
    out.push(`results: ${resultsFile}`);
    console.log(out.join('\n'));

    return failures === 0 && !rebuilt ? 0 : 1;
  } finally {
    await preview?.stop();
    agent.destroy();
    process.off('SIGINT', onSignal);
    process.off('SIGTERM', onSignal);
  }
}

// A synchronous exit must not leave workerd behind.
process.on('exit', killAllNow);
try {
  process.exitCode = await main();
} catch (error) {
  console.error(`bench failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 2;
}
