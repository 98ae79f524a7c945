import type { Language } from '#client/contracts/site-profile.ts';

/** How each language names itself and is named in English (the switcher shows the native name). */
export const languageNames: Record<Language, { englishName: string; nativeName: string }> = {
  sv: { englishName: 'Swedish', nativeName: 'Svenska' },
  en: { englishName: 'English', nativeName: 'English' },
  nb: { englishName: 'Norwegian Bokmål', nativeName: 'Norsk bokmål' },
  fi: { englishName: 'Finnish', nativeName: 'Suomi' },
  sk: { englishName: 'Slovak', nativeName: 'Slovenčina' },
};
