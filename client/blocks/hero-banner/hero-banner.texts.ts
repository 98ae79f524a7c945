import type { Language } from '#client/contracts/site-profile.ts';

/**
 * The hero banner's search field and scroll link, and the play and pause control of a background
 * video (the hero's and the blurb's).
 */
export interface HeroBannerTexts {
  heroSearchLabel: string;
  heroSearchClear: string;
  heroScrollDown: string;
  videoPlay: string;
  videoPause: string;
}

export const heroBannerTexts = {
  sv: {
    heroSearchLabel: 'Sök',
    heroSearchClear: 'Töm sökfältet',
    heroScrollDown: 'Scrolla ner till innehållet',
    videoPlay: 'Spela upp video',
    videoPause: 'Pausa video',
  },
  en: {
    heroSearchLabel: 'Search',
    heroSearchClear: 'Clear the search field',
    heroScrollDown: 'Scroll down to the content',
    videoPlay: 'Play video',
    videoPause: 'Pause video',
  },
  nb: {
    heroSearchLabel: 'Søk',
    heroSearchClear: 'Tøm søkefeltet',
    heroScrollDown: 'Rull ned til innholdet',
    videoPlay: 'Spill av video',
    videoPause: 'Sett video på pause',
  },
  fi: {
    heroSearchLabel: 'Hae',
    heroSearchClear: 'Tyhjennä hakukenttä',
    heroScrollDown: 'Vieritä alas sisältöön',
    videoPlay: 'Toista video',
    videoPause: 'Keskeytä video',
  },
  sk: {
    heroSearchLabel: 'Hľadať',
    heroSearchClear: 'Vymazať pole vyhľadávania',
    heroScrollDown: 'Posunúť nadol na obsah',
    videoPlay: 'Prehrať video',
    videoPause: 'Pozastaviť video',
  },
} satisfies Record<Language, HeroBannerTexts>;
