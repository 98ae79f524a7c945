import { prefersReducedMotion } from './reduced-motion.ts';
import { messageCollapseMs } from './site-message.ts';

/** Browser-only helpers of the site messages: motion and storage access. */

/** This tab's session storage, or null where the browser refuses access to it. */
export function sessionStorageOrNull(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

/**
 * Folds an element's height to 0 (spec: shell 9, 500 ms), then resolves so the caller can remove
 * it. Styles are set through the CSSOM, which the nonce-only style-src allows. With reduced motion
 * it resolves at once. The timer backs up transitionend, which never fires in a hidden tab.
 */
export function collapseAway(element: HTMLElement, duration = messageCollapseMs): Promise<void> {
  if (prefersReducedMotion()) return Promise.resolve();
  return new Promise((resolve) => {
    let finished = false;
    const finish = () => {
      if (finished) return;
      finished = true;
      element.removeEventListener('transitionend', onEnd);
      resolve();
    };
    const onEnd = (event: TransitionEvent) => {
      if (event.target === element && event.propertyName === 'height') finish();
    };
    element.style.height = `${element.getBoundingClientRect().height}px`;
    element.style.overflow = 'hidden';
    // Read layout once so the browser starts the transition from the measured height.
    void element.offsetHeight;
    element.style.transition = `height ${duration}ms ease, opacity ${duration}ms ease`;
    element.style.height = '0px';
    element.style.opacity = '0';
    element.addEventListener('transitionend', onEnd);
    window.setTimeout(finish, duration + 100);
  });
}
