// `node tests/bench/page-weights.ts`: the JavaScript (gzip) of the home page, the car list, the
// workshop booking page, the tire hotel page, the sell-car page, the service request page, the lead-form embeds' page and a car's detail page, read from the built site under miniflare, without the bench's load phases.
// Build first (`npm run build`).
import { join } from 'node:path';
import { startSite } from '../support/site-under-test.ts';
import { pageWeight } from './sizes.ts';

const clientDir = join(import.meta.dirname, '../../dist/client');
const pages = [
  { name: 'home (group-se /)', url: 'http://group-se.localhost/' },
  { name: 'car list (store-se /kop-bil)', url: 'http://store-se.localhost/kop-bil' },
  // The workshop booking page (issue 19's budget: 130 KB gzip including React).
  {
    name: 'workshop booking (group-se /service-och-verkstad/boka-bilverkstad)',
    url: 'http://group-se.localhost/service-och-verkstad/boka-bilverkstad',
  },
  // The tire hotel page (issue 20's budget: 120 KB gzip including React).
  {
    name: 'tire hotel (group-se /dack-och-biltillbehor/dackhotell)',
    url: 'http://group-se.localhost/dack-och-biltillbehor/dackhotell',
  },
  // The sell-car form's page (issue 21's budget: 100 KB gzip including React).
  { name: 'sell car (group-se /salj-bil)', url: 'http://group-se.localhost/salj-bil' },
  // The Norwegian service request (issue 21's budget: 100 KB gzip including React).
  {
    name: 'service request (group-no /service-skjema)',
    url: 'http://group-no.localhost/service-skjema',
  },
  // The lead-form embeds' page: the marketing form and the form builder (issue 21).
  {
    name: 'lead-form embeds (group-se /kop-bil/kampanjer/anmalan)',
    url: 'http://group-se.localhost/kop-bil/kampanjer/anmalan',
  },
  // A car of the generated stock by its bare id, which answers 302 to its id/slug page.
  {
    name: 'car detail (group-se /kop-bil/10000001)',
    url: 'http://group-se.localhost/kop-bil/10000001',
  },
];

const site = await startSite();
try {
  for (const page of pages) {
    const response = await site.fetch(page.url, { headers: { 'accept-encoding': 'identity' } });
    const weight = pageWeight(await response.text(), clientDir);
    console.log(
      `${page.name}: ${weight.jsTotal.gzip} B gzip JavaScript (${weight.js.length} files)`,
    );
    for (const file of weight.js) console.log(`  ${file.gzip}\t${file.file}`);
  }
} finally {
  await site.dispose();
}
