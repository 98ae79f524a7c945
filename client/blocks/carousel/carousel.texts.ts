import type { Language } from '#client/contracts/site-profile.ts';

/**
 * A carousel's names for assistive technology: the region's and each slide's roledescription, a
 * slide's name, the arrows, the indicators and the autoplay control.
 */
export interface CarouselTexts {
  carousel: string;
  slide: string;
  /** Filled with {n}, {total}. */
  slideOf: string;
  previous: string;
  next: string;
  /** Filled with {n}. */
  goTo: string;
  start: string;
  stop: string;
}

export const carouselTexts = {
  sv: {
    carousel: 'karusell',
    slide: 'bild',
    slideOf: '{n} av {total}',
    previous: 'Föregående bild',
    next: 'Nästa bild',
    goTo: 'Visa bild {n}',
    start: 'Starta automatiskt bildspel',
    stop: 'Stoppa automatiskt bildspel',
  },
  en: {
    carousel: 'carousel',
    slide: 'slide',
    slideOf: '{n} of {total}',
    previous: 'Previous slide',
    next: 'Next slide',
    goTo: 'Show slide {n}',
    start: 'Start automatic slide show',
    stop: 'Stop automatic slide show',
  },
  nb: {
    carousel: 'karusell',
    slide: 'bilde',
    slideOf: '{n} av {total}',
    previous: 'Forrige bilde',
    next: 'Neste bilde',
    goTo: 'Vis bilde {n}',
    start: 'Start automatisk bildevisning',
    stop: 'Stopp automatisk bildevisning',
  },
  fi: {
    carousel: 'karuselli',
    slide: 'dia',
    slideOf: '{n}/{total}',
    previous: 'Edellinen dia',
    next: 'Seuraava dia',
    goTo: 'Näytä dia {n}',
    start: 'Käynnistä automaattinen diaesitys',
    stop: 'Pysäytä automaattinen diaesitys',
  },
  sk: {
    carousel: 'karusel',
    slide: 'snímka',
    slideOf: '{n} z {total}',
    previous: 'Predchádzajúca snímka',
    next: 'Ďalšia snímka',
    goTo: 'Zobraziť snímku {n}',
    start: 'Spustiť automatickú prezentáciu',
    stop: 'Zastaviť automatickú prezentáciu',
  },
} satisfies Record<Language, CarouselTexts>;
