import { z } from 'zod';

/**
 * The raw answers of Experience Edge, only the fields the adapter reads. Everything Edge may leave
 * out (an unpublished field, an empty multilist, an item missing in a language) is nullish here, so
 * partial data maps to what is present instead of failing the whole answer.
 */

/** The GraphQL envelope: `data` and, when anything went wrong, `errors`. */
export const rawEnvelopeSchema = z.object({
  data: z.unknown().optional(),
  errors: z.array(z.object({ message: z.string() }).loose()).optional(),
});

/** A text, number or droplist field: `{ value }`. */
export const rawTextFieldSchema = z
  .object({ value: z.union([z.string(), z.number()]).nullish() })
  .nullish();
/** A checkbox field as `{ jsonValue: { value: true } }`. */
export const rawCheckboxFieldSchema = z
  .object({
    jsonValue: z.object({ value: z.union([z.boolean(), z.string()]).nullish() }).nullish(),
  })
  .nullish();

export const rawLinkValueSchema = z.object({
  href: z.string().nullish(),
  text: z.string().nullish(),
  linktype: z.string().nullish(),
  target: z.string().nullish(),
  anchor: z.string().nullish(),
});
/** A general link field: `{ jsonValue: { value: { href, text, linktype, target } } }`. */
export const rawLinkFieldSchema = z
  .object({ jsonValue: z.object({ value: rawLinkValueSchema.nullish() }).nullish() })
  .nullish();

export const rawImageValueSchema = z.object({
  src: z.string().nullish(),
  alt: z.string().nullish(),
  width: z.union([z.string(), z.number()]).nullish(),
  height: z.union([z.string(), z.number()]).nullish(),
});
/** An image field: `{ jsonValue: { value: { src, alt, width, height } } }`. */
export const rawImageFieldSchema = z
  .object({ jsonValue: z.object({ value: rawImageValueSchema.nullish() }).nullish() })
  .nullish();

/** A component of a placeholder in the layout service JSON. */
export const rawComponentSchema = z.object({
  uid: z.string().nullish(),
  componentName: z.string(),
  fields: z.record(z.string(), z.unknown()).nullish(),
});

/** `layout.item.rendered`: the layout service JSON of a route. */
export const rawLayoutSchema = z.object({
  layout: z
    .object({
      item: z
        .object({
          rendered: z.object({
            sitecore: z.object({
              route: z
                .object({
                  name: z.string(),
                  displayName: z.string().nullish(),
                  itemId: z.string(),
                  itemLanguage: z.string(),
                  fields: z.record(z.string(), z.unknown()).nullish(),
                  placeholders: z.record(z.string(), z.array(z.unknown())).nullish(),
                })
                .nullish(),
            }),
          }),
        })
        .nullish(),
    })
    .nullish(),
});
export type RawLayout = z.infer<typeof rawLayoutSchema>;

export const rawHomeSchema = z.object({
  layout: z
    .object({
      item: z
        .object({
          homeItemPath: z.string().nullish(),
          url: z.object({ path: z.string() }).nullish(),
          parent: z.object({ id: z.string() }).nullish(),
        })
        .nullish(),
    })
    .nullish(),
});

export const rawLanguagesSchema = z.object({
  layout: z
    .object({
      item: z
        .object({
          language: z.object({ name: z.string() }).nullish(),
          languages: z
            .array(
              z.object({
                language: z.object({ name: z.string() }),
                url: z.object({ path: z.string() }).nullish(),
              }),
            )
            .nullish(),
        })
        .nullish(),
    })
    .nullish(),
});

const rawNavItemBase = z.object({
  id: z.string(),
  name: z.string(),
  url: z.object({ path: z.string() }).nullish(),
  navTitle: rawTextFieldSchema,
  hideInNavigation: rawCheckboxFieldSchema,
  shouldBeNavigableInMenuWhenItHasChildren: rawCheckboxFieldSchema,
  externalLink: rawLinkFieldSchema,
});
export type RawNavItem = z.infer<typeof rawNavItemBase> & {
  children?: { results?: (RawNavItem | null)[] | null } | null;
};
const rawNavItemSchema: z.ZodType<RawNavItem> = rawNavItemBase.extend({
  children: z
    .object({ results: z.array(z.lazy(() => rawNavItemSchema).nullable()).nullish() })
    .nullish(),
});

export const rawNavigationSchema = z.object({
  item: z
    .object({
      children: z.object({ results: z.array(rawNavItemSchema.nullable()).nullish() }).nullish(),
    })
    .nullish(),
});
export type RawNavigation = z.infer<typeof rawNavigationSchema>;

export const rawDictionaryPageSchema = z.object({
  site: z.object({
    siteInfo: z
      .object({
        dictionary: z.object({
          pageInfo: z.object({ endCursor: z.string().nullish(), hasNext: z.boolean() }),
          results: z.array(z.object({ key: z.string(), value: z.string().nullish() })),
        }),
      })
      .nullish(),
  }),
});

export const rawBrandsSchema = z.object({
  search: z.object({
    results: z.array(
      z
        .object({
          path: z.string().nullish(),
          name: z.string(),
          brandCode: rawTextFieldSchema,
          logo: z.object({ alt: z.string().nullish(), src: z.string().nullish() }).nullish(),
        })
        .nullable(),
    ),
  }),
});
export type RawBrands = z.infer<typeof rawBrandsSchema>;

export const rawSiteSettingsSchema = z.object({
  item: z
    .object({
      siteName: rawTextFieldSchema,
      titleTemplate: rawTextFieldSchema,
      favicon: rawImageFieldSchema,
      gtmID: rawTextFieldSchema,
      sellCarEmail: rawTextFieldSchema,
      logo: rawImageFieldSchema,
    })
    .nullish(),
});
export type RawSiteSettings = z.infer<typeof rawSiteSettingsSchema>;

const targetItems = <T extends z.ZodType>(item: T) =>
  z.object({ targetItems: z.array(item.nullable()).nullish() }).nullish();

export const rawNavigationSettingsSchema = z.object({
  item: z
    .object({
      logo: rawImageFieldSchema,
      logoWidth: rawTextFieldSchema,
      logoHeight: rawTextFieldSchema,
      slimNav: rawCheckboxFieldSchema,
      hasDarkTheme: rawCheckboxFieldSchema,
      showSeparator: rawCheckboxFieldSchema,
      menuVariant: rawTextFieldSchema,
      extraNavigationItems: targetItems(
        z.object({ title: rawTextFieldSchema, link: rawLinkFieldSchema }),
      ),
      hasMessage: rawCheckboxFieldSchema,
      messageType: rawTextFieldSchema,
      messageTitle: rawTextFieldSchema,
      messageText: rawTextFieldSchema,
      messageIcon: rawTextFieldSchema,
      messageIsBelowNavigation: rawCheckboxFieldSchema,
    })
    .nullish(),
});
export type RawNavigationSettings = z.infer<typeof rawNavigationSettingsSchema>;

export const rawFooterSchema = z.object({
  item: z
    .object({
      columns: targetItems(
        z.object({
          title: rawTextFieldSchema,
          description: rawTextFieldSchema,
          columnItems: z
            .object({
              results: z.array(z.object({ link: rawLinkFieldSchema }).nullable()).nullish(),
            })
            .nullish(),
        }),
      ),
      socialLinks: targetItems(z.object({ name: z.string(), url: rawLinkFieldSchema })),
      highlightedLink: rawLinkFieldSchema,
      infoField1Heading: rawTextFieldSchema,
      infoField1Text: rawTextFieldSchema,
      infoField2Heading: rawTextFieldSchema,
      infoField2Text: rawTextFieldSchema,
      infoFieldOneChildFullWidth: rawCheckboxFieldSchema,
      showBrands: rawCheckboxFieldSchema,
      brandsHeading: rawTextFieldSchema,
    })
    .nullish(),
});
export type RawFooter = z.infer<typeof rawFooterSchema>;

export const rawRoutesPageSchema = z.object({
  search: z.object({
    pageInfo: z.object({ endCursor: z.string().nullish(), hasNext: z.boolean() }),
    results: z.array(
      z
        .object({
          id: z.string(),
          url: z.object({ path: z.string() }).nullish(),
          updated: rawTextFieldSchema,
        })
        .nullable(),
    ),
  }),
});
