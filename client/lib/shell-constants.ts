/** Scrolling past this many pixels shows the scroll-to-top button (spec 2.3, 9). */
export const scrollToTopThreshold = 528;
