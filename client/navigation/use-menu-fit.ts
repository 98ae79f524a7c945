import { type RefObject, useLayoutEffect, useState } from 'react';
import { fittingItemCount } from '../lib/navigation-overflow.ts';
import { desktop, isDesktop } from './menu-dom.ts';

/** Spec shell 9: a resize settles this long before the row is measured again. */
const resizeDebounce = 200;

/**
 * The 'More' menu: how many top items fit the desktop row (the rest move into 'More'), measured
 * before the first paint and again after each resize, once fonts load and at the breakpoint, where
 * `closeAll` closes what the other layout left open. `ready` turns true once measured.
 */
export function useMenuFit(
  bar: RefObject<HTMLUListElement | null>,
  itemCount: number,
  closeAll: () => void,
): { fit: number; ready: boolean } {
  const [fit, setFit] = useState(itemCount);
  const [ready, setReady] = useState(false);

  useLayoutEffect(() => {
    const measure = () => {
      const row = bar.current;
      if (!row || !isDesktop()) return setFit(itemCount);
      const cells = [...row.children].map((cell) => cell.getBoundingClientRect().width);
      setFit(fittingItemCount(cells.slice(0, itemCount), row.clientWidth, cells[itemCount] ?? 0));
    };
    measure();
    setReady(true);
    let debounce: ReturnType<typeof setTimeout> | undefined;
    const onResize = () => {
      clearTimeout(debounce);
      debounce = setTimeout(measure, resizeDebounce);
    };
    const media = matchMedia(desktop);
    // Crossing the breakpoint, a half-open drawer or dropdown would belong to the other layout.
    const onLayout = () => {
      closeAll();
      measure();
    };
    addEventListener('resize', onResize);
    media.addEventListener('change', onLayout);
    // A back-forward cache restore or an in-page jump is a route change: nothing stays open.
    addEventListener('pageshow', closeAll);
    addEventListener('hashchange', closeAll);
    void document.fonts?.ready.then(measure);
    return () => {
      clearTimeout(debounce);
      removeEventListener('resize', onResize);
      media.removeEventListener('change', onLayout);
      removeEventListener('pageshow', closeAll);
      removeEventListener('hashchange', closeAll);
    };
    // closeAll only calls state setters, which never change.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [itemCount]);

  return { fit, ready };
}
