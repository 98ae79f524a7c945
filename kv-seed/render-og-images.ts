// `npm run og-images`: renders the raster social previews (og:image) from our own SVGs in Chromium
// (playwright-core, Debian's /usr/bin/chromium or CHROMIUM_PATH) and writes them beside the public
// images, to be committed: the large social networks do not render SVG. One 1200×630 JPEG per site
// and per UK brand theme (client/public/images/og/), and one per story picture that a story names as
// its ogImage (client/public/images/stories/*.jpg). Run it again after changing a logo, a hero
// picture or a story picture.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { chromium } from 'playwright-core';
import { z } from 'zod';
import type { SiteName } from '#client/contracts/site-profile.ts';
import { socialPreview } from '#src/render/social-image.ts';
import { sites } from '#src/sites/catalogue.ts';

const root = resolve(import.meta.dirname, '..');
const publicDir = join(root, 'client/public');
const { width, height } = socialPreview;

/** A file of client/public as a data URL, so the page needs no server. */
function publicFile(path: string): string {
  return `data:image/svg+xml;base64,${readFileSync(join(publicDir, path)).toString('base64')}`;
}

/** A face of an @fontsource-variable package, for the brand themes' own faces. */
function fontFace(family: string, face: string): string {
  const file = join(
    root,
    `node_modules/@fontsource-variable/${face}/files/${face}-latin-wght-normal.woff2`,
  );
  const data = readFileSync(file).toString('base64');
  return `@font-face{font-family:'${family}';font-weight:100 900;src:url(data:font/woff2;base64,${data}) format('woff2')}`;
}

interface Preview {
  /** The file name under images/og/, without extension: the site name or the brand theme. */
  name: string;
  logo: string;
  /** The header colour the logo is drawn for (the site theme's), so it reads as on the site. */
  band: string;
  hero: string;
  title: string;
  /** A UK brand theme's wordmark and face. */
  brand?: { wordmark: string; family: string; face: string; accent: string };
}

/** The header colour of each site theme, which its logo is drawn for. */
const headerColours: Record<string, string> = {
  'group-se': '#0b2545',
  'group-no': '#133c55',
  'group-uk': '#1d1d1b',
  store: '#ffffff',
};

const siteSchema = z.object({ settings: z.object({ logo: z.object({ src: z.string() }) }) });
const pagesSchema = z.object({
  routes: z.array(
    z.object({ path: z.string(), fields: z.object({ metaTitle: z.string().optional() }) }),
  ),
});

/** A file of the site's seeded content, checked as a boundary. */
function seeded<T>(site: SiteName, file: string, schema: z.ZodType<T>): T {
  return schema.parse(JSON.parse(readFileSync(join(root, 'kv-seed/content', site, file), 'utf8')));
}

/** Each site's preview: its logo and hero picture, and its home page's title in its first language. */
const sitePreviews: Preview[] = (Object.keys(sites) as SiteName[]).map((name) => {
  const site = sites[name];
  const home = seeded(name, `pages.${site.languages[0]}.json`, pagesSchema).routes.find(
    (route) => route.path === '/',
  );
  if (!home?.fields.metaTitle) throw new Error(`${name}: the seeded home page has no metaTitle`);
  return {
    name,
    logo: seeded(name, 'site.json', siteSchema).settings.logo.src,
    band: headerColours[site.theme]!,
    hero: `/images/hero-${site.kind === 'store' ? 'store' : name}.svg`,
    title: home.fields.metaTitle,
  };
});

const brandPreviews: Preview[] = (
  [
    ['bmw', 'BMW', 'Inter Variable', 'inter', '#1c69d4', '/images/hero-group-uk.svg'],
    ['mini', 'MINI', 'Jost Variable', 'jost', '#7a5c00', '/images/hero-group-uk.svg'],
    [
      'mercedes-benz',
      'Mercedes-Benz',
      'Lora Variable',
      'lora',
      '#0067b8',
      '/images/hero-group-uk.svg',
    ],
    ['smart', 'smart', 'Nunito Variable', 'nunito', '#4a7300', '/images/hero-electric.svg'],
  ] as const
).map(([code, brand, family, face, accent, hero]) => ({
  name: `group-uk-${code}`,
  logo: '/logos/group-uk.svg',
  band: '#1d1d1b',
  hero,
  title: `${brand} at Hedin UK`,
  brand: { wordmark: `/brands/${code}.svg`, family, face, accent },
}));

function previewHtml(preview: Preview): string {
  const { brand } = preview;
  return `<!doctype html><html><head><style>
${brand ? fontFace(brand.family, brand.face) : ''}
*{margin:0;box-sizing:border-box}
body{width:${width}px;height:${height}px;overflow:hidden;position:relative;font-family:${brand ? `'${brand.family}',` : ''}'Liberation Sans',Arial,sans-serif}
.hero{position:absolute;inset:0;width:100%;height:100%;object-fit:cover}
.shade{position:absolute;inset:0;background:linear-gradient(90deg,rgb(0 0 0/72%),rgb(0 0 0/20%))}
.band{position:absolute;left:0;right:0;top:0;height:150px;background:${preview.band};display:flex;align-items:center;justify-content:space-between;padding:0 56px}
.band img.logo{height:130px}
.band img.brand{height:84px}
h1{position:absolute;left:64px;right:64px;bottom:72px;color:#fff;font-size:64px;line-height:1.1;font-weight:700}
.rule{position:absolute;left:64px;bottom:48px;width:160px;height:8px;background:${brand?.accent ?? '#ffffff'}}
</style></head><body>
<img class="hero" src="${publicFile(preview.hero)}" alt="">
<div class="shade"></div>
<div class="band"><img class="logo" src="${publicFile(preview.logo)}" alt="">${brand ? `<img class="brand" src="${publicFile(brand.wordmark)}" alt="">` : ''}</div>
<h1>${preview.title}</h1><div class="rule"></div>
</body></html>`;
}

/** A story picture, cropped to the preview's shape from its centre. */
function pictureHtml(path: string): string {
  return `<!doctype html><html><head><style>*{margin:0}body{width:${width}px;height:${height}px;overflow:hidden}
img{width:100%;height:100%;object-fit:cover}</style></head><body><img src="${publicFile(path)}" alt=""></body></html>`;
}

const storyPictures = readdirSync(join(publicDir, 'images/stories')).filter((file) =>
  file.endsWith('.svg'),
);

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
});
try {
  const page = await browser.newPage({ viewport: { width, height }, deviceScaleFactor: 1 });
  const render = async (html: string, out: string) => {
    await page.setContent(html, { waitUntil: 'load' });
    await page.evaluate(() => document.fonts.ready);
    writeFileSync(join(publicDir, out), await page.screenshot({ type: 'jpeg', quality: 82 }));
    console.log(`wrote client/public/${out}`);
  };
  for (const preview of [...sitePreviews, ...brandPreviews])
    await render(previewHtml(preview), `images/og/${preview.name}.jpg`);
  for (const file of storyPictures)
    await render(
      pictureHtml(`/images/stories/${file}`),
      `images/stories/${file.replace(/\.svg$/, '.jpg')}`,
    );
} finally {
  await browser.close();
}
