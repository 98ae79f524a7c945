import type { Language } from '../contracts/site-profile.ts';

// The workshop map's own texts (the booking flow is Swedish only). The map takes its accessible
// name from its user (`label`); these name its parts. Ours: the spec names none of them.

export interface WorkshopMapTexts {
  /** A cluster's button: '{count}' workshops, '{names}' listed; clicking zooms in. */
  cluster: string;
  /** The visitor's chosen place on the map. */
  origin: string;
  /** Back to the view of every workshop after zooming into a cluster. */
  showAll: string;
  /** The maps service did not load: the offline map stays. */
  mapsFailed: string;
}

export const workshopMapTexts = {
  sv: {
    cluster: '{count} verkstäder: {names}. Zooma in',
    origin: 'Din plats',
    showAll: 'Visa alla verkstäder',
    mapsFailed: 'Kartan kunde inte laddas, här är en enklare karta.',
  },
} satisfies Record<Extract<Language, 'sv'>, WorkshopMapTexts>;
