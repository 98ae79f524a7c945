import type { Language } from '#client/contracts/site-profile.ts';

/** What the video block shows when its video cannot be played. */
export interface VideoBlockTexts {
  videoUnavailable: string;
}

export const videoBlockTexts = {
  sv: {
    videoUnavailable: 'Videon kan inte visas just nu.',
  },
  en: {
    videoUnavailable: 'The video cannot be shown right now.',
  },
  nb: {
    videoUnavailable: 'Videoen kan ikke vises akkurat nå.',
  },
  fi: {
    videoUnavailable: 'Videota ei voi näyttää juuri nyt.',
  },
  sk: {
    videoUnavailable: 'Video sa teraz nedá zobraziť.',
  },
} satisfies Record<Language, VideoBlockTexts>;
