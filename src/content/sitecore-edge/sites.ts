import type { SiteName } from '#client/contracts/site-profile.ts';

/**
 * Where each site's content lives in the Sitecore content tree. Edge is asked by these paths (and,
 * for the brand search, by item ids, because Edge's `_path` filter matches ancestor ids, not paths).
 * The Sitecore site name is the catalogue's site name (the spec's sitecoreSiteName).
 */
export interface EdgeSiteRoots {
  /** Sitecore site name: the `site` of layout queries and the `siteName` of the dictionary. */
  siteName: string;
  /** The site's home item; the navigation is read from its children. */
  home: string;
  /** The navigation datasource: the item whose children are the top navigation items. */
  navigation: string;
  /** The site settings item (title template, favicon, tag-manager id). */
  siteSettings: string;
  navigationSettings: string;
  footer: string;
  /** Id of the folder the brand items live under, and the brand template's id. */
  brandsFolderId: string;
  brandTemplateId: string;
  /** Used when the settings item names no site or logo (the header's and footer's site name). */
  fallbackName: string;
  fallbackLogo: { src: string; alt: string };
  /** Used when the settings item has no favicon, or one that is not served from the site. */
  fallbackFavicon: string;
}

// One brand folder per tenant: the group's sites share their brands, the stores share theirs.
const brandTemplateId = '9a8e7c61-2b4d-4f3a-8c15-6e2d1b0a7f44';
const group = {
  tenant: 'hedin',
  brandsFolderId: '5b0d3a4e-7c1f-4d8a-9e62-1f3c2a9b8d01',
  favicon: '/favicons/group.svg',
};
const store = {
  tenant: 'carstore',
  brandsFolderId: 'c2e91f07-4a6b-4d3c-b8e5-0d7f6a1c3e92',
  favicon: '/favicons/store.svg',
};

function roots(tenant: typeof group, site: SiteName, name: string): EdgeSiteRoots {
  const root = `/sitecore/content/${tenant.tenant}/${site}`;
  return {
    siteName: site,
    home: `${root}/Home`,
    navigation: `${root}/Home`,
    siteSettings: `${root}/Settings/Site Settings`,
    navigationSettings: `${root}/Settings/Navigation Settings`,
    footer: `${root}/Data/Footer`,
    brandsFolderId: tenant.brandsFolderId,
    brandTemplateId,
    fallbackName: name,
    fallbackLogo: { src: `/logos/${site}.svg`, alt: name },
    fallbackFavicon: tenant.favicon,
  };
}

/** The content-tree roots of every site of the catalogue. */
export const edgeSiteRoots: Readonly<Record<SiteName, EdgeSiteRoots>> = {
  'group-se': roots(group, 'group-se', 'Hedin Automotive'),
  'group-no': roots(group, 'group-no', 'Hedin Automotive'),
  'group-uk': roots(group, 'group-uk', 'Hedin UK'),
  'store-se': roots(store, 'store-se', 'Carstore'),
  'store-no': roots(store, 'store-no', 'Carstore'),
  'store-fi': roots(store, 'store-fi', 'Carstore'),
  'store-sk': roots(store, 'store-sk', 'Carstore'),
};
