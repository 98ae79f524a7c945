// The navigation's breakpoint and how its handlers find their way around the rendered menu.

/** Spec shell 4: the desktop breakpoint. */
export const desktop = '(min-width: 1280px)';

export const isDesktop = () => matchMedia(desktop).matches;

const visible = (el: Element) => el.getClientRects().length > 0;

/** Focusable entries of an open panel, in order; collapsed lists and hidden parts are skipped. */
export const entries = (li: Element) =>
  [...li.querySelectorAll<HTMLElement>('.nav__panel a, .nav__panel button')].filter(visible);
