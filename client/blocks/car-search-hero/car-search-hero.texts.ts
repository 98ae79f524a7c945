import type { Language } from '#client/contracts/site-profile.ts';

/** The car search hero's form; the block's ButtonText, when set, replaces `submit`. */
export interface CarSearchHeroTexts {
  brand: string;
  model: string;
  allBrands: string;
  allModels: string;
  words: string;
  submit: string;
}

export const carSearchHeroTexts = {
  sv: {
    brand: 'Märke',
    model: 'Modell',
    allBrands: 'Alla märken',
    allModels: 'Alla modeller',
    words: 'Sökord',
    submit: 'Sök bilar',
  },
  en: {
    brand: 'Make',
    model: 'Model',
    allBrands: 'All makes',
    allModels: 'All models',
    words: 'Search words',
    submit: 'Search cars',
  },
  nb: {
    brand: 'Merke',
    model: 'Modell',
    allBrands: 'Alle merker',
    allModels: 'Alle modeller',
    words: 'Søkeord',
    submit: 'Søk biler',
  },
  fi: {
    brand: 'Merkki',
    model: 'Malli',
    allBrands: 'Kaikki merkit',
    allModels: 'Kaikki mallit',
    words: 'Hakusanat',
    submit: 'Hae autoja',
  },
  sk: {
    brand: 'Značka',
    model: 'Model',
    allBrands: 'Všetky značky',
    allModels: 'Všetky modely',
    words: 'Hľadané slová',
    submit: 'Hľadať autá',
  },
} satisfies Record<Language, CarSearchHeroTexts>;
