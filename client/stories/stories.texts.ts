import type { Language } from '#client/contracts/site-profile.ts';

/**
 * The stories' texts (shell spec 2.9: list, card, teaser, navigation, publish info): content, the
 * site dictionary's keys, with these defaults where the dictionary has none.
 */
export interface StoriesDictionaryTexts {
  storiesNoResults: string;
  storiesReadMore: string;
  storiesShowAll: string;
  storiesLoadMore: string;
  storiesShowMore: string;
  storiesFilterLabel: string;
  storiesBack: string;
  storiesPreviousArticle: string;
  storiesNextArticle: string;
  storiesNavigation: string;
  storiesPublished: string;
  storiesBy: string;
}

export const storiesDictionaryDefaults = {
  sv: {
    storiesNoResults: 'Det finns inga artiklar att visa just nu.',
    storiesReadMore: 'Läs mer',
    storiesShowAll: 'Visa alla',
    storiesLoadMore: 'Visa fler',
    storiesShowMore: 'Visa fler artiklar',
    storiesFilterLabel: 'Filtrera på ämne',
    storiesBack: 'Tillbaka',
    storiesPreviousArticle: 'Föregående artikel',
    storiesNextArticle: 'Nästa artikel',
    storiesNavigation: 'Artikelnavigering',
    storiesPublished: 'Publicerad',
    storiesBy: 'av',
  },
  en: {
    storiesNoResults: 'There are no articles to show right now.',
    storiesReadMore: 'Read more',
    storiesShowAll: 'Show all',
    storiesLoadMore: 'Load more',
    storiesShowMore: 'Show more stories',
    storiesFilterLabel: 'Filter by topic',
    storiesBack: 'Back',
    storiesPreviousArticle: 'Previous article',
    storiesNextArticle: 'Next article',
    storiesNavigation: 'Story navigation',
    storiesPublished: 'Published',
    storiesBy: 'by',
  },
  nb: {
    storiesNoResults: 'Det er ingen artikler å vise akkurat nå.',
    storiesReadMore: 'Les mer',
    storiesShowAll: 'Vis alle',
    storiesLoadMore: 'Vis flere',
    storiesShowMore: 'Vis flere artikler',
    storiesFilterLabel: 'Filtrer på tema',
    storiesBack: 'Tilbake',
    storiesPreviousArticle: 'Forrige artikkel',
    storiesNextArticle: 'Neste artikkel',
    storiesNavigation: 'Artikkelnavigasjon',
    storiesPublished: 'Publisert',
    storiesBy: 'av',
  },
  fi: {
    storiesNoResults: 'Näytettäviä artikkeleita ei juuri nyt ole.',
    storiesReadMore: 'Lue lisää',
    storiesShowAll: 'Näytä kaikki',
    storiesLoadMore: 'Lataa lisää',
    storiesShowMore: 'Näytä lisää artikkeleita',
    storiesFilterLabel: 'Suodata aiheen mukaan',
    storiesBack: 'Takaisin',
    storiesPreviousArticle: 'Edellinen artikkeli',
    storiesNextArticle: 'Seuraava artikkeli',
    storiesNavigation: 'Artikkelien selaus',
    storiesPublished: 'Julkaistu',
    storiesBy: 'kirjoittanut',
  },
  sk: {
    storiesNoResults: 'Momentálne nie sú k dispozícii žiadne články.',
    storiesReadMore: 'Čítať viac',
    storiesShowAll: 'Zobraziť všetky',
    storiesLoadMore: 'Načítať ďalšie',
    storiesShowMore: 'Zobraziť ďalšie články',
    storiesFilterLabel: 'Filtrovať podľa témy',
    storiesBack: 'Späť',
    storiesPreviousArticle: 'Predchádzajúci článok',
    storiesNextArticle: 'Nasledujúci článok',
    storiesNavigation: 'Navigácia medzi článkami',
    storiesPublished: 'Uverejnené',
    storiesBy: 'autor',
  },
} satisfies Record<Language, StoriesDictionaryTexts>;
