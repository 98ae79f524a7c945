import type { Language } from '#client/contracts/site-profile.ts';

/**
 * The consent dialog's texts: content, the site dictionary's keys, with these defaults where the
 * dictionary has none.
 */
export interface ConsentDictionaryTexts {
  consentTitle: string;
  consentText: string;
  consentNecessary: string;
  consentNecessaryText: string;
  consentStatistics: string;
  consentStatisticsText: string;
  consentMarketing: string;
  consentMarketingText: string;
  consentAcceptAll: string;
  consentSaveChoices: string;
  consentRejectAll: string;
}

export const consentDictionaryDefaults = {
  sv: {
    consentTitle: 'Vi använder cookies',
    consentText:
      'Vi använder cookies för att webbplatsen ska fungera, för att förstå hur den används och för att visa relevant marknadsföring. Du väljer själv vilka du godkänner.',
    consentNecessary: 'Nödvändiga',
    consentNecessaryText: 'Krävs för att webbplatsen ska fungera. Kan inte stängas av.',
    consentStatistics: 'Statistik',
    consentStatisticsText: 'Hjälper oss att förstå hur webbplatsen används.',
    consentMarketing: 'Marknadsföring',
    consentMarketingText: 'Används för att visa annonser som är relevanta för dig.',
    consentAcceptAll: 'Godkänn alla',
    consentSaveChoices: 'Spara mina val',
    consentRejectAll: 'Endast nödvändiga',
  },
  en: {
    consentTitle: 'We use cookies',
    consentText:
      'We use cookies to make the site work, to understand how it is used and to show relevant marketing. You choose which ones you accept.',
    consentNecessary: 'Necessary',
    consentNecessaryText: 'Needed for the site to work. Cannot be switched off.',
    consentStatistics: 'Statistics',
    consentStatisticsText: 'Helps us understand how the site is used.',
    consentMarketing: 'Marketing',
    consentMarketingText: 'Used to show advertising that is relevant to you.',
    consentAcceptAll: 'Accept all',
    consentSaveChoices: 'Save my choices',
    consentRejectAll: 'Necessary only',
  },
  nb: {
    consentTitle: 'Vi bruker informasjonskapsler',
    consentText:
      'Vi bruker informasjonskapsler for at nettstedet skal fungere, for å forstå hvordan det brukes og for å vise relevant markedsføring. Du velger selv hvilke du godtar.',
    consentNecessary: 'Nødvendige',
    consentNecessaryText: 'Kreves for at nettstedet skal fungere. Kan ikke slås av.',
    consentStatistics: 'Statistikk',
    consentStatisticsText: 'Hjelper oss å forstå hvordan nettstedet brukes.',
    consentMarketing: 'Markedsføring',
    consentMarketingText: 'Brukes til å vise annonser som er relevante for deg.',
    consentAcceptAll: 'Godta alle',
    consentSaveChoices: 'Lagre valgene mine',
    consentRejectAll: 'Bare nødvendige',
  },
  fi: {
    consentTitle: 'Käytämme evästeitä',
    consentText:
      'Käytämme evästeitä sivuston toimintaan, käytön ymmärtämiseen ja osuvan markkinoinnin näyttämiseen. Voit itse valita, mitkä hyväksyt.',
    consentNecessary: 'Välttämättömät',
    consentNecessaryText: 'Tarvitaan sivuston toimintaan. Ei voi poistaa käytöstä.',
    consentStatistics: 'Tilastot',
    consentStatisticsText: 'Auttavat meitä ymmärtämään, miten sivustoa käytetään.',
    consentMarketing: 'Markkinointi',
    consentMarketingText: 'Käytetään sinulle osuvien mainosten näyttämiseen.',
    consentAcceptAll: 'Hyväksy kaikki',
    consentSaveChoices: 'Tallenna valintani',
    consentRejectAll: 'Vain välttämättömät',
  },
  sk: {
    consentTitle: 'Používame cookies',
    consentText:
      'Cookies používame na fungovanie stránky, na pochopenie, ako sa používa, a na zobrazovanie relevantného marketingu. Sami si vyberiete, ktoré povolíte.',
    consentNecessary: 'Nevyhnutné',
    consentNecessaryText: 'Potrebné na fungovanie stránky. Nedajú sa vypnúť.',
    consentStatistics: 'Štatistiky',
    consentStatisticsText: 'Pomáhajú nám pochopiť, ako sa stránka používa.',
    consentMarketing: 'Marketing',
    consentMarketingText: 'Používajú sa na zobrazovanie reklám, ktoré sú pre vás relevantné.',
    consentAcceptAll: 'Prijať všetky',
    consentSaveChoices: 'Uložiť moje voľby',
    consentRejectAll: 'Len nevyhnutné',
  },
} satisfies Record<Language, ConsentDictionaryTexts>;
