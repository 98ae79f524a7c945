/**
 * The GraphQL documents sent to Experience Edge (spec: shell 7, car-stock "Content layer"). Each
 * document is named: the operation name is what logs, errors and the recorded test answers use.
 * Field aliases give the answers the camelCase names the raw schemas (schemas.ts) read.
 */

/** The route: Edge renders the layout service JSON of the item at the path, or null. */
export const layoutQuery = /* GraphQL */ `
  query Layout($site: String!, $routePath: String!, $language: String!) {
    layout(site: $site, routePath: $routePath, language: $language) {
      item {
        rendered
      }
    }
  }
`;

/** The home route of a language: its path and its parent (the site root). */
export const homeQuery = /* GraphQL */ `
  query Home($site: String!, $language: String!) {
    layout(site: $site, routePath: "/", language: $language) {
      item {
        homeItemPath: path
        url {
          path
        }
        parent {
          id
        }
      }
    }
  }
`;

/** The language versions of a route, for the language switcher. */
export const languagesQuery = /* GraphQL */ `
  query Languages($site: String!, $routePath: String!, $language: String!) {
    layout(site: $site, routePath: $routePath, language: $language) {
      item {
        language {
          name
        }
        languages {
          language {
            name
          }
          url {
            path
          }
        }
      }
    }
  }
`;

const navItemFields = `
  id
  name
  url { path }
  navTitle: field(name: "NavTitle") { value }
  hideInNavigation: field(name: "HideInNavigation") { jsonValue }
  shouldBeNavigableInMenuWhenItHasChildren: field(name: "ShouldBeNavigableInMenuWhenItHasChildren") { jsonValue }
  externalLink: field(name: "ExternalLink") { jsonValue }`;

/** Navigation: the datasource's children, three levels deep. */
export const navigationQuery = /* GraphQL */ `
query Navigation($datasource: String!, $language: String!) {
  item(path: $datasource, language: $language) {
    children(first: 50) {
      results {${navItemFields}
        children(first: 50) {
          results {${navItemFields}
            children(first: 50) {
              results {${navItemFields}
              }
            }
          }
        }
      }
    }
  }
}`;

/** One page of the dictionary of a site in a language (Edge pages it with a cursor). */
export const dictionaryQuery = /* GraphQL */ `
  query Dictionary($siteName: String!, $language: String!, $first: Int!, $after: String) {
    site {
      siteInfo(site: $siteName) {
        dictionary(language: $language, first: $first, after: $after) {
          pageInfo {
            endCursor
            hasNext
          }
          results {
            key
            value
          }
        }
      }
    }
  }
`;

/** The brands: items of the brand template under the brands folder. */
export const brandsQuery = /* GraphQL */ `
  query Brands($path: String!, $language: String!, $templateId: String!) {
    search(
      where: {
        AND: [
          { name: "_path", value: $path, operator: CONTAINS }
          { name: "_language", value: $language }
          { name: "_templates", value: $templateId, operator: CONTAINS }
        ]
      }
      first: 100
    ) {
      results {
        path
        name
        brandCode: field(name: "BrandCode") {
          value
        }
        logo: field(name: "Logo") {
          ... on ImageField {
            alt
            src
          }
        }
      }
    }
  }
`;

/**
 * Site settings: title template, favicon and tag-manager id (and the name the shell shows), and the
 * sell-car form's recipient.
 */
export const siteSettingsQuery = /* GraphQL */ `
  query SiteSettings($path: String!, $language: String!) {
    item(path: $path, language: $language) {
      siteName: field(name: "SiteName") {
        value
      }
      titleTemplate: field(name: "TitleTemplate") {
        value
      }
      favicon: field(name: "Favicon") {
        jsonValue
      }
      gtmID: field(name: "GtmID") {
        value
      }
      sellCarEmail: field(name: "SellCarEmail") {
        value
      }
      logo: field(name: "Logo") {
        jsonValue
      }
    }
  }
`;

/** Navigation settings: logo and its size, the header's looks, extra items and the site message. */
export const navigationSettingsQuery = /* GraphQL */ `
  query NavigationSettings($path: String!, $language: String!) {
    item(path: $path, language: $language) {
      logo: field(name: "Logo") {
        jsonValue
      }
      logoWidth: field(name: "LogoWidth") {
        value
      }
      logoHeight: field(name: "LogoHeight") {
        value
      }
      slimNav: field(name: "SlimNav") {
        jsonValue
      }
      hasDarkTheme: field(name: "HasDarkTheme") {
        jsonValue
      }
      showSeparator: field(name: "ShowSeparator") {
        jsonValue
      }
      menuVariant: field(name: "MenuVariant") {
        value
      }
      extraNavigationItems: field(name: "ExtraNavigationItems") {
        ... on MultilistField {
          targetItems {
            title: field(name: "Title") {
              value
            }
            link: field(name: "Link") {
              jsonValue
            }
          }
        }
      }
      hasMessage: field(name: "HasMessage") {
        jsonValue
      }
      messageType: field(name: "MessageType") {
        value
      }
      messageTitle: field(name: "MessageTitle") {
        value
      }
      messageText: field(name: "MessageText") {
        value
      }
      messageIcon: field(name: "MessageIcon") {
        value
      }
      messageIsBelowNavigation: field(name: "MessageIsBelowNavigation") {
        jsonValue
      }
    }
  }
`;

/** Footer: columns with their links, social links, the highlighted link, info fields, brands strip. */
export const footerQuery = /* GraphQL */ `
  query Footer($path: String!, $language: String!) {
    item(path: $path, language: $language) {
      columns: field(name: "Columns") {
        ... on MultilistField {
          targetItems {
            title: field(name: "Title") {
              value
            }
            description: field(name: "Description") {
              value
            }
            columnItems: children(first: 20) {
              results {
                link: field(name: "Link") {
                  jsonValue
                }
              }
            }
          }
        }
      }
      socialLinks: field(name: "SocialLinks") {
        ... on MultilistField {
          targetItems {
            name
            url: field(name: "Url") {
              jsonValue
            }
          }
        }
      }
      highlightedLink: field(name: "HighlightedLink") {
        jsonValue
      }
      infoField1Heading: field(name: "InfoField1Heading") {
        value
      }
      infoField1Text: field(name: "InfoField1Text") {
        value
      }
      infoField2Heading: field(name: "InfoField2Heading") {
        value
      }
      infoField2Text: field(name: "InfoField2Text") {
        value
      }
      infoFieldOneChildFullWidth: field(name: "InfoFieldOneChildFullWidth") {
        jsonValue
      }
      showBrands: field(name: "ShowBrands") {
        jsonValue
      }
      brandsHeading: field(name: "BrandsHeading") {
        value
      }
    }
  }
`;

/** One page of a site's routes in a language, for the sitemap: items with a layout under home. */
export const routesQuery = /* GraphQL */ `
  query Routes($rootId: String!, $language: String!, $first: Int!, $after: String) {
    search(
      where: {
        AND: [
          { name: "_path", value: $rootId, operator: CONTAINS }
          { name: "_language", value: $language }
          { name: "_hasLayout", value: "true" }
        ]
      }
      first: $first
      after: $after
    ) {
      pageInfo {
        endCursor
        hasNext
      }
      results {
        id
        url {
          path
        }
        updated: field(name: "__Updated") {
          value
        }
      }
    }
  }
`;

/** The operation name of a document (the word after `query`). */
export function operationName(query: string): string {
  return /\bquery\s+(\w+)/.exec(query)?.[1] ?? 'anonymous';
}
