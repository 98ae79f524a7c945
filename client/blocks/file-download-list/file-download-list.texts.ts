import type { Language } from '#client/contracts/site-profile.ts';

/** The file list's toggle. */
export interface FileDownloadListTexts {
  showMoreFiles: string;
  showFewerFiles: string;
}

export const fileDownloadListTexts = {
  sv: {
    showMoreFiles: 'Visa fler',
    showFewerFiles: 'Visa färre',
  },
  en: {
    showMoreFiles: 'Show more',
    showFewerFiles: 'Show less',
  },
  nb: {
    showMoreFiles: 'Vis flere',
    showFewerFiles: 'Vis færre',
  },
  fi: {
    showMoreFiles: 'Näytä lisää',
    showFewerFiles: 'Näytä vähemmän',
  },
  sk: {
    showMoreFiles: 'Zobraziť viac',
    showFewerFiles: 'Zobraziť menej',
  },
} satisfies Record<Language, FileDownloadListTexts>;
