import { useEffect } from 'react';

/**
 * Opens the offer the address's hash names (#finance-loan...) and scrolls it into view, at
 * hydration and whenever the hash changes; a hash naming no offer changes nothing.
 */
export function useHashOffer(ids: string[], open: (id: string) => void): void {
  useEffect(() => {
    const openFromHash = () => {
      const id = decodeURIComponent(window.location.hash.slice(1));
      if (!ids.includes(id)) return;
      open(id);
      document.getElementById(id)?.scrollIntoView({ block: 'start' });
    };
    openFromHash();
    window.addEventListener('hashchange', openFromHash);
    return () => window.removeEventListener('hashchange', openFromHash);
    // The offers never change while the page lives.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
}
