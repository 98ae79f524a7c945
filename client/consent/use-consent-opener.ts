import { useEffect } from 'react';

/** Anything that opens the dialog again: the footer's cookie-settings link, by attribute or by href. */
const openerSelector = '[data-open-consent], a[href="#cookie-settings"]';

/**
 * Opens the consent dialog again from the page: a click on a cookie-settings opener (passed to
 * `open`, so focus can return to it), or the `#cookie-settings` hash a click before hydration left
 * in the address (taken out of it, with no opener).
 */
export function useConsentOpener(open: (opener: HTMLElement | null) => void): void {
  useEffect(() => {
    if (window.location.hash === '#cookie-settings') {
      window.history.replaceState(
        window.history.state,
        '',
        window.location.pathname + window.location.search,
      );
      open(null);
    }
    const reopen = (event: MouseEvent) => {
      const target =
        event.target instanceof Element ? event.target.closest<HTMLElement>(openerSelector) : null;
      if (!target) return;
      event.preventDefault();
      open(target);
    };
    document.addEventListener('click', reopen);
    return () => document.removeEventListener('click', reopen);
    // Once per page load: the opener reads refs and setters that never change.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
}
