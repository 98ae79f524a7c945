import { useEffect, useState } from 'react';

/** The desktop panel mode a visitor chose, for the tab's session (spec 2). */
const modeStorageKey = 'carListFilterMode';
const wideQuery = '(min-width: 1024px)';

/**
 * Whether the screen is wide (null until known in the browser) and whether the filter panel is
 * sticky (the list's FilterVariant, or the visitor's choice in this tab); `choose` keeps a choice.
 */
export function useFilterMode(variant: 'Sticky' | 'Toggle') {
  const [sticky, setSticky] = useState(variant === 'Sticky');
  const [wide, setWide] = useState<boolean | null>(null);

  // The mode switch and the width the panel depends on are known only in the browser.
  useEffect(() => {
    const media = window.matchMedia(wideQuery);
    const update = () => setWide(media.matches);
    update();
    media.addEventListener('change', update);
    try {
      const stored = sessionStorage.getItem(modeStorageKey);
      if (stored === 'sticky' || stored === 'toggle') setSticky(stored === 'sticky');
    } catch {
      // Storage blocked: the list's FilterVariant stays.
    }
    return () => media.removeEventListener('change', update);
  }, []);

  function choose(nextSticky: boolean) {
    setSticky(nextSticky);
    try {
      sessionStorage.setItem(modeStorageKey, nextSticky ? 'sticky' : 'toggle');
    } catch {
      // Storage blocked: the choice lasts for this page.
    }
  }

  return { wide, sticky, choose };
}
