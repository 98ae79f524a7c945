import type { PageAssets } from '#client/runtime/page-context.tsx';
import type { Theme } from '../sites/catalogue.ts';

/** The latin file of a face from its @fontsource-variable package, as vite's manifest keys it. */
function latinFile(face: string): string {
  return `node_modules/@fontsource-variable/${face}/files/${face}-latin-wght-normal.woff2`;
}

/**
 * The face each UK brand theme sets its text in (client/styles/brand-fonts.css). The other themes
 * use system faces and load no font.
 */
const themeFaces: Partial<Record<Theme, string>> = {
  'group-uk-bmw': latinFile('inter'),
  'group-uk-mini': latinFile('jost'),
  'group-uk-mercedes-benz': latinFile('lora'),
  'group-uk-smart': latinFile('nunito'),
};

/**
 * The font file a page of this theme preloads: its face's latin subset, which every English page
 * uses above the fold, so the browser fetches it with the stylesheet instead of after it. Only
 * that theme's pages preload it; latin-ext is left to unicode-range.
 */
export function themeFontPreload(theme: Theme, assets: PageAssets): string | undefined {
  const source = themeFaces[theme];
  return source ? assets.builtFile(source) : undefined;
}
