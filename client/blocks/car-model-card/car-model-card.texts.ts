import type { Language } from '#client/contracts/site-profile.ts';

/** The car model card's campaign badge, shown when the campaign has no text of its own. */
export interface CarModelCardTexts {
  campaignBadge: string;
}

export const carModelCardTexts = {
  sv: {
    campaignBadge: 'Kampanj',
  },
  en: {
    campaignBadge: 'Campaign',
  },
  nb: {
    campaignBadge: 'Kampanje',
  },
  fi: {
    campaignBadge: 'Kampanja',
  },
  sk: {
    campaignBadge: 'Akcia',
  },
} satisfies Record<Language, CarModelCardTexts>;
