import { z } from 'zod';

/**
 * The dictionary keys the site needs. Every seeded dictionary must hold all of them; the Edge
 * adapter fills a missing one from the built-in shell texts and logs it.
 */
export const dictionaryKeys = [
  // Car stock (car-stock spec 3, 8).
  'pathToCarList',
  'pathToCarDetail',
  'pathToSiteList',
  'pathToSiteDetail',
  'carListError',
  'noSearchResults',
  'invalidInput',
  'carDetailFormError',
  'carDetailFormSuccess',
  // Lead forms (booking spec 2.2, 8.2): the sell-car form's outcomes, labels and field messages.
  'sellCarFormSuccess',
  'sellCarFormError',
  'sellCarRegnoLabel',
  'sellCarMilageLabel',
  'sellCarNameLabel',
  'sellCarPhoneLabel',
  'sellCarEmailLabel',
  'sellCarOptionLegend',
  'sellCarOptionSell',
  'sellCarOptionTradeIn',
  'sellCarOtherLabel',
  'sellCarRequiredNote',
  'sellCarSend',
  'sellCarSending',
  'sellCarRegnoInvalid',
  'sellCarMilageInvalid',
  'sellCarNameInvalid',
  'sellCarPhoneInvalid',
  'sellCarEmailInvalid',
  'sellCarOptionInvalid',
  // Shell fallbacks (shell spec 8): the dictionary's wording wins over the built-in one.
  'copied',
  'copy',
  'more',
  'language',
  'brandLogo',
  'back',
  'menu',
  'closeMenu',
  'close',
  'cookieSettings',
  'storiesNoResults',
  // Stories (shell spec 2.9): list, card, teaser, navigation and publish info.
  'storiesReadMore',
  'storiesShowAll',
  'storiesLoadMore',
  'storiesShowMore',
  'storiesFilterLabel',
  'storiesBack',
  'storiesPreviousArticle',
  'storiesNextArticle',
  'storiesNavigation',
  'storiesPublished',
  'storiesBy',
  // Consent dialog.
  'consentTitle',
  'consentText',
  'consentNecessary',
  'consentNecessaryText',
  'consentStatistics',
  'consentStatisticsText',
  'consentMarketing',
  'consentMarketingText',
  'consentAcceptAll',
  'consentSaveChoices',
  'consentRejectAll',
] as const;
export type DictionaryKey = (typeof dictionaryKeys)[number];

/** A complete dictionary: every key above, plus any the content adds. */
export const dictionarySchema = z
  .object(
    Object.fromEntries(dictionaryKeys.map((key) => [key, z.string().trim().min(1)])) as Record<
      DictionaryKey,
      z.ZodString
    >,
  )
  .catchall(z.string());
export type Dictionary = z.infer<typeof dictionarySchema>;
