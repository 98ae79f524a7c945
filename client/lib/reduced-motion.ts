/** The visitor's reduced-motion preference, to read once or to follow as it changes. */
export function reducedMotionQuery(): MediaQueryList {
  return window.matchMedia('(prefers-reduced-motion: reduce)');
}

/** True when the visitor asked the system for less motion. */
export function prefersReducedMotion(): boolean {
  return reducedMotionQuery().matches;
}
