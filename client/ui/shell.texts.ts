import type { Language } from '#client/contracts/site-profile.ts';

/**
 * The page frame's built-in texts: skip link, scroll-to-top, loading, the editing bar, and the hint
 * that a link opens a new tab.
 */
export interface ShellTexts {
  skipToContent: string;
  scrollToTop: string;
  loading: string;
  opensInNewTab: string;
  editingMode: string;
  editingLinksDisabled: string;
  editingExit: string;
}

export const shellTexts = {
  sv: {
    skipToContent: 'Hoppa till innehållet',
    scrollToTop: 'Till toppen',
    loading: 'Laddar…',
    opensInNewTab: 'öppnas i en ny flik',
    editingMode: 'Redigeringsläge',
    editingLinksDisabled: 'Länkar är avstängda i redigeringsläget.',
    editingExit: 'Avsluta redigering',
  },
  en: {
    skipToContent: 'Skip to content',
    scrollToTop: 'Back to top',
    loading: 'Loading…',
    opensInNewTab: 'opens in a new tab',
    editingMode: 'Editing mode',
    editingLinksDisabled: 'Links are disabled in editing mode.',
    editingExit: 'Stop editing',
  },
  nb: {
    skipToContent: 'Hopp til innholdet',
    scrollToTop: 'Til toppen',
    loading: 'Laster…',
    opensInNewTab: 'åpnes i en ny fane',
    editingMode: 'Redigeringsmodus',
    editingLinksDisabled: 'Lenker er slått av i redigeringsmodus.',
    editingExit: 'Avslutt redigering',
  },
  fi: {
    skipToContent: 'Siirry sisältöön',
    scrollToTop: 'Takaisin ylös',
    loading: 'Ladataan…',
    opensInNewTab: 'avautuu uuteen välilehteen',
    editingMode: 'Muokkaustila',
    editingLinksDisabled: 'Linkit eivät toimi muokkaustilassa.',
    editingExit: 'Lopeta muokkaus',
  },
  sk: {
    skipToContent: 'Preskočiť na obsah',
    scrollToTop: 'Späť hore',
    loading: 'Načítava sa…',
    opensInNewTab: 'otvorí sa na novej karte',
    editingMode: 'Režim úprav',
    editingLinksDisabled: 'Odkazy sú v režime úprav vypnuté.',
    editingExit: 'Ukončiť úpravy',
  },
} satisfies Record<Language, ShellTexts>;
