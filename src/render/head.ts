import type { ConsentChoice } from '#client/lib/consent.ts';
import { fill } from '#client/lib/fill.ts';
import type { PageFields, SiteSettings } from '../content/schemas.ts';
import { type SocialImage, socialImageOf } from './social-image.ts';

/** Everything the document head says about a page (spec: shell 2.3). */
export interface HeadData {
  title: string;
  description?: string;
  canonical: string;
  favicon: string;
  siteName: string;
  openGraph: { title: string; description?: string; image: SocialImage; url: string };
  /** The WebSite structured-data block. */
  structuredData: Record<string, unknown>;
  /** A story page's Article structured-data block (headline, dates, author, image). */
  article?: Record<string, unknown>;
  /** A car detail page's Car (Vehicle) structured-data block with its Offer. */
  car?: Record<string, unknown>;
  tagManagerId?: string;
  /** The request's consent choice (set by renderPage): the head loads the tag manager only when it allows. */
  consent?: ConsentChoice;
}

const tagManagerIdPattern = /^GTM-[A-Z0-9]{4,12}$/;

/**
 * Builds the head of a page: the title template filled with metaTitle (navTitle when it is
 * empty), description, social preview (the page's own picture, or `preview`, the raster one of
 * its site or brand theme), a lower-cased canonical link, favicon, the WebSite block and the
 * tag-manager id (the page's own, else the site's). Values that are not what they claim to be (a
 * canonical that is not an http(s) URL, a malformed tag-manager id) are left out.
 */
export function buildHead(
  fields: PageFields,
  settings: SiteSettings,
  pageUrl: URL,
  homeUrl: URL,
  preview: SocialImage,
): HeadData {
  const pageTitle = fields.metaTitle?.trim() || fields.navTitle;
  const description = fields.metaDescription?.trim() || undefined;
  const canonical = canonicalOf(fields.canonicalURL, pageUrl);
  const tagManagerId = [fields.gtmID, settings.gtmID]
    .map((id) => id?.trim())
    .find((id): id is string => !!id && tagManagerIdPattern.test(id));
  return {
    title: fill(settings.titleTemplate, { title: pageTitle }),
    description,
    canonical,
    favicon: settings.favicon,
    siteName: settings.siteName,
    openGraph: {
      title: pageTitle,
      description: fields.ogDescription?.trim() || description,
      image: socialImageOf(absoluteHttpUrl(fields.ogImage, pageUrl), preview),
      url: canonical,
    },
    structuredData: {
      '@context': 'https://schema.org',
      '@type': 'WebSite',
      name: settings.siteName,
      url: homeUrl.toString(),
    },
    ...(tagManagerId ? { tagManagerId } : {}),
  };
}

function canonicalOf(authored: string | undefined, pageUrl: URL): string {
  const fromContent = absoluteHttpUrl(authored, pageUrl);
  const url = fromContent ?? `${pageUrl.origin}${pageUrl.pathname}`;
  return url.toLowerCase();
}

function absoluteHttpUrl(value: string | undefined, base: URL): string | undefined {
  if (!value?.trim()) return undefined;
  try {
    const url = new URL(value.trim(), base);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.toString() : undefined;
  } catch {
    return undefined;
  }
}

/** What a story page says about itself as an Article. */
export interface ArticleFacts {
  headline: string;
  datePublished: string;
  dateModified?: string;
  author?: string | null;
  image?: string;
  publisher: string;
}

/** The head with a story's Article block; relative image paths become absolute on the page's origin. */
export function withArticle(head: HeadData, facts: ArticleFacts, pageUrl: URL): HeadData {
  const image = absoluteHttpUrl(facts.image, pageUrl);
  return {
    ...head,
    article: {
      '@context': 'https://schema.org',
      '@type': 'Article',
      headline: facts.headline,
      datePublished: facts.datePublished,
      dateModified: facts.dateModified ?? facts.datePublished,
      ...(facts.author ? { author: { '@type': 'Person', name: facts.author } } : {}),
      ...(image ? { image: [image] } : {}),
      publisher: { '@type': 'Organization', name: facts.publisher },
      mainEntityOfPage: head.canonical,
    },
  };
}
