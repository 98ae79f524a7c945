import { type RefObject, useEffect } from 'react';

const focusable =
  'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), summary, [tabindex]:not([tabindex="-1"])';

/**
 * While `active`, Tab and Shift+Tab stay inside the element and Escape calls `close` (the filter
 * drawer on narrow screens). Focus moves into the element when it becomes active.
 */
export function useFocusTrap(
  ref: RefObject<HTMLElement | null>,
  active: boolean,
  close: () => void,
): void {
  useEffect(() => {
    const element = ref.current;
    if (!active || !element) return;
    const items = () =>
      [...element.querySelectorAll<HTMLElement>(focusable)].filter(
        (item) => item.offsetParent !== null || item === document.activeElement,
      );
    items()[0]?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.preventDefault();
        close();
        return;
      }
      if (event.key !== 'Tab') return;
      const list = items();
      if (list.length === 0) return;
      const first = list[0]!;
      const last = list[list.length - 1]!;
      if (event.shiftKey && document.activeElement === first) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && document.activeElement === last) {
        event.preventDefault();
        first.focus();
      } else if (!element.contains(document.activeElement)) {
        event.preventDefault();
        first.focus();
      }
    };
    document.addEventListener('keydown', onKey);
    const overflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    return () => {
      document.removeEventListener('keydown', onKey);
      document.body.style.overflow = overflow;
    };
    // `close` is a fresh function each render; the trap depends on the element and the state only.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [active, ref]);
}
