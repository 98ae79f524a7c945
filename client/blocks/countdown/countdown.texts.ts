import type { Language } from '#client/contracts/site-profile.ts';

/** The countdown's name, its units and what it says once it has ended. */
export interface CountdownTexts {
  label: string;
  days: string;
  hours: string;
  minutes: string;
  seconds: string;
  ended: string;
}

export const countdownTexts = {
  sv: {
    label: 'Tid kvar',
    days: 'Dagar',
    hours: 'Timmar',
    minutes: 'Minuter',
    seconds: 'Sekunder',
    ended: 'Nedräkningen är slut',
  },
  en: {
    label: 'Time left',
    days: 'Days',
    hours: 'Hours',
    minutes: 'Minutes',
    seconds: 'Seconds',
    ended: 'The countdown has ended',
  },
  nb: {
    label: 'Tid igjen',
    days: 'Dager',
    hours: 'Timer',
    minutes: 'Minutter',
    seconds: 'Sekunder',
    ended: 'Nedtellingen er over',
  },
  fi: {
    label: 'Aikaa jäljellä',
    days: 'Päivää',
    hours: 'Tuntia',
    minutes: 'Minuuttia',
    seconds: 'Sekuntia',
    ended: 'Ajastin on päättynyt',
  },
  sk: {
    label: 'Zostávajúci čas',
    days: 'Dni',
    hours: 'Hodiny',
    minutes: 'Minúty',
    seconds: 'Sekundy',
    ended: 'Odpočítavanie sa skončilo',
  },
} satisfies Record<Language, CountdownTexts>;
