import { type RefObject, useEffect } from 'react';

/** The CSS property other bottom-fixed controls add to their offset (the scroll-to-top button). */
export const bottomBarProperty = '--bottom-bar-height';

/**
 * While a bar fixed to the bottom of the window is shown, publishes its height on the root element,
 * so controls fixed to the bottom sit above it instead of covering it; the property goes when the
 * bar does. Set through the CSSOM, which the page's CSP allows (no style attribute in markup).
 */
export function useBottomBarOffset(bar: RefObject<HTMLElement | null>, shown: boolean): void {
  useEffect(() => {
    const element = bar.current;
    if (!shown || !element) return;
    const root = document.documentElement.style;
    const observer = new ResizeObserver(() =>
      root.setProperty(bottomBarProperty, `${element.getBoundingClientRect().height}px`),
    );
    observer.observe(element);
    return () => {
      observer.disconnect();
      root.removeProperty(bottomBarProperty);
    };
  }, [bar, shown]);
}
