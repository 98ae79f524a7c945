import type { Language } from '#client/contracts/site-profile.ts';

/** The share block's heading and its links' names. */
export interface SocialShareTexts {
  shareAction: string;
  /** Filled with {network}. */
  shareOn: string;
}

export const socialShareTexts = {
  sv: {
    shareAction: 'Dela',
    shareOn: 'Dela på {network}',
  },
  en: {
    shareAction: 'Share',
    shareOn: 'Share on {network}',
  },
  nb: {
    shareAction: 'Del',
    shareOn: 'Del på {network}',
  },
  fi: {
    shareAction: 'Jaa',
    shareOn: 'Jaa palvelussa {network}',
  },
  sk: {
    shareAction: 'Zdieľať',
    shareOn: 'Zdieľať na {network}',
  },
} satisfies Record<Language, SocialShareTexts>;
