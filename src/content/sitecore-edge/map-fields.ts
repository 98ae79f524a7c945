import type { z } from 'zod';
import type { Language, SiteName } from '#client/contracts/site-profile.ts';
import { sites } from '../../sites/catalogue.ts';
import { localisedPath } from '../../sites/language.ts';
import { toStoredPath } from '../embedded.ts';
import { hrefSchema, type Image } from '#client/contracts/shell.ts';
import type {
  rawCheckboxFieldSchema,
  rawImageValueSchema,
  rawLinkValueSchema,
  rawTextFieldSchema,
} from './schemas.ts';

/**
 * Sitecore field values to plain values. Empty fields (an empty string, a link without href, an
 * image without src) come back undefined, so the normalised types see them as absent.
 */

/** Where a page is mapped for: links and paths inside the site are localised for this language. */
export interface MapContext {
  site: SiteName;
  language: Language;
}

export function text(field: z.infer<typeof rawTextFieldSchema>): string | undefined {
  const value = field?.value;
  if (value === undefined || value === null) return undefined;
  const trimmed = String(value).trim();
  return trimmed === '' ? undefined : trimmed;
}

export function checkbox(field: z.infer<typeof rawCheckboxFieldSchema>): boolean {
  const value = field?.jsonValue?.value;
  return value === true || value === '1' || value === 'true';
}

export function positiveInt(field: z.infer<typeof rawTextFieldSchema>): number | undefined {
  const value = Number(text(field));
  return Number.isInteger(value) && value > 0 ? value : undefined;
}

/** The public path of a path within a language: `/om-oss` stays, `/about` in English is `/en/about`. */
export function sitePath(ctx: MapContext, path: string): string {
  return localisedPath(sites[ctx.site], ctx.language, toStoredPath(path));
}

/**
 * A media URL as the site serves it: Sitecore media on any host (`/-/media/`, `/-/jssmedia/`) is
 * read through the site's own media proxy, so it becomes a site path; site paths stay; other https
 * addresses stay as they are (the image optimiser decides about their host).
 */
export function mediaSrc(src: string | null | undefined): string | undefined {
  const trimmed = src?.trim();
  if (!trimmed) return undefined;
  if (/^\/(?![/\\])/.test(trimmed)) return trimmed;
  let url: URL;
  try {
    url = new URL(trimmed);
  } catch {
    return undefined;
  }
  if (/^\/-\/(media|jssmedia)\//i.test(url.pathname)) return `${url.pathname}${url.search}`;
  return url.protocol === 'https:' ? url.href : undefined;
}

export function image(
  value: z.infer<typeof rawImageValueSchema> | null | undefined,
): Image | undefined {
  const src = mediaSrc(value?.src);
  if (!src) return undefined;
  const width = Number(value?.width);
  const height = Number(value?.height);
  return {
    src,
    alt: value?.alt ?? '',
    ...(Number.isInteger(width) && width > 0 ? { width } : {}),
    ...(Number.isInteger(height) && height > 0 ? { height } : {}),
  };
}

export interface MappedLink {
  href: string;
  text: string | undefined;
  target: '_blank' | undefined;
  /** Internal links point into the site; everything else a visitor may follow counts as external. */
  linktype: 'internal' | 'external';
}

/**
 * A general link: internal links are localised to the page's language; any href the site does not
 * let a visitor follow (javascript:, plain http, protocol-relative) makes the link absent.
 */
export function link(
  ctx: MapContext,
  value: z.infer<typeof rawLinkValueSchema> | null | undefined,
): MappedLink | undefined {
  const raw = value?.href?.trim();
  if (!raw) return undefined;
  const internal = value?.linktype === 'internal';
  const anchor = value?.anchor?.trim();
  const href =
    internal && raw.startsWith('/') ? `${sitePath(ctx, raw)}${anchor ? `#${anchor}` : ''}` : raw;
  if (!hrefSchema.safeParse(href).success) return undefined;
  return {
    href,
    text: value?.text?.trim() || undefined,
    target: value?.target === '_blank' ? '_blank' : undefined,
    linktype: internal ? 'internal' : 'external',
  };
}

/** Drops the keys whose value is undefined (the normalised schemas read absent, not undefined). */
export function defined<T extends object>(value: T): T {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as T;
}
