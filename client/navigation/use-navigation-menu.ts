import {
  type FocusEvent,
  type KeyboardEvent,
  type MouseEvent,
  type PointerEvent,
  useEffect,
  useRef,
  useState,
} from 'react';
import { entries, isDesktop } from './menu-dom.ts';
import { onMenuKey } from './menu-keys.ts';
import { useMenuFit } from './use-menu-fit.ts';

/** Spec shell 9: how long the pointer may be away before a dropdown closes. */
const closeDelay = 200;
const nonParentCloseDelay = 600;

/**
 * The navigation's behaviour (spec shell 4, 9): which dropdown is open (`open`, a top item's key,
 * 'more' or 'lang') and whether the mobile drawer is, with the handlers the markup binds. Desktop
 * dropdowns open on hover, focus and keys and close after a delay, on Escape or a press outside;
 * in the drawer a top item opens its submenu. Focus follows what a keyboard opened.
 */
export function useNavigationMenu(itemCount: number) {
  const [open, setOpen] = useState<string | null>(null);
  const [drawer, setDrawer] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const bar = useRef<HTMLUListElement>(null);
  const burgerRef = useRef<HTMLButtonElement>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const hovered = useRef<string | null>(null);
  const pointer = useRef('mouse');
  const quiet = useRef(false);
  /** Runs once after the next commit: focus moves into what that render showed. */
  const after = useRef<(() => void) | null>(null);

  const closeAll = () => {
    setOpen(null);
    setDrawer(false);
  };
  const { fit, ready } = useMenuFit(bar, itemCount, closeAll);
  const later = (ms: number, run: () => void) => {
    clearTimeout(timer.current);
    timer.current = setTimeout(run, ms);
  };
  const item = (key: string) =>
    rootRef.current!.querySelector<HTMLElement>(`[data-key="${CSS.escape(key)}"]`)!;
  const focusQuietly = (el: HTMLElement | null) => {
    quiet.current = true;
    el?.focus();
    quiet.current = false;
  };
  const openThen = (key: string, run: () => void) => {
    if (open === key) run();
    else {
      after.current = run;
      setOpen(key);
    }
  };

  useEffect(() => {
    const run = after.current;
    after.current = null;
    run?.();
  });

  // While anything is open: Escape closes it and a press outside it closes it.
  useEffect(() => {
    if (!open && !drawer) return;
    const onKey = (event: globalThis.KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      if (drawer) {
        closeAll();
        burgerRef.current?.focus();
      } else if (open) {
        const li = item(open);
        setOpen(null);
        if (li.contains(document.activeElement))
          focusQuietly(li.querySelector<HTMLElement>('.nav__top'));
      }
    };
    const onPress = (event: globalThis.PointerEvent) => {
      const target = event.target as Element;
      if (drawer ? !target.closest('.nav__drawer, .nav__burger') : !item(open!).contains(target))
        closeAll();
    };
    document.documentElement.classList.toggle('nav-locked', drawer);
    addEventListener('keydown', onKey);
    addEventListener('pointerdown', onPress);
    return () => {
      document.documentElement.classList.remove('nav-locked');
      removeEventListener('keydown', onKey);
      removeEventListener('pointerdown', onPress);
    };
  }, [open, drawer]);

  const onPointerEnter = (event: PointerEvent, key: string, parent: boolean) => {
    if (event.pointerType !== 'mouse' || !isDesktop()) return;
    hovered.current = key;
    if (parent) {
      clearTimeout(timer.current);
      setOpen(key);
    } else later(nonParentCloseDelay, () => setOpen(null));
  };
  const onPointerLeave = (event: PointerEvent, key: string) => {
    if (event.pointerType !== 'mouse' || !isDesktop()) return;
    hovered.current = null;
    later(closeDelay, () => setOpen((now) => (now === key ? null : now)));
  };

  /** A top item's button: toggles its dropdown on desktop, opens its submenu in the drawer. */
  const onTopClick = (event: MouseEvent, key: string) => {
    if (isDesktop()) {
      // Enter or Space (no pointer): open and step in; a click toggles unless the pointer opened it.
      if (event.detail === 0) return openThen(key, () => entries(item(key))[0]?.focus());
      return setOpen(open === key && hovered.current !== key ? null : key);
    }
    after.current = () => item(key).querySelector<HTMLElement>('.nav__back')?.focus();
    setOpen(key);
  };
  /** A top link with a dropdown: on a touch screen the first tap opens the dropdown. */
  const onTopLinkClick = (event: MouseEvent, key: string) => {
    if (isDesktop() && pointer.current !== 'mouse' && event.detail > 0 && open !== key) {
      event.preventDefault();
      setOpen(key);
    }
  };
  const onBack = () => {
    const key = open!;
    after.current = () =>
      focusQuietly(item(key).querySelector<HTMLElement>('.nav__drill, button.nav__top'));
    setOpen(null);
  };
  const onBurger = () => {
    if (drawer) return closeAll();
    // The drawer hangs below the header wherever the page is scrolled to (CSSOM: allowed by the CSP).
    const top = Math.max(0, rootRef.current!.closest('header')!.getBoundingClientRect().bottom);
    rootRef.current!.style.setProperty('--nav-drawer-top', `${top}px`);
    after.current = () =>
      rootRef.current!.querySelector<HTMLElement>('.nav__drawer a, .nav__drawer button')?.focus();
    setDrawer(true);
  };

  return {
    open,
    drawer,
    fit,
    ready,
    bar,
    /** The menu's root: focus entering and leaving, keys, clicks on links. */
    root: {
      ref: rootRef,
      onPointerDown: (event: PointerEvent) => (pointer.current = event.pointerType),
      onFocus: (event: FocusEvent) => {
        const target = event.target as HTMLElement;
        if (
          quiet.current ||
          !target.classList.contains('nav__top') ||
          !isDesktop() ||
          !target.matches(':focus-visible')
        )
          return;
        const li = target.closest<HTMLElement>('[data-key]')!;
        setOpen(li.querySelector('.nav__panel') ? li.dataset.key! : null);
      },
      onBlur: (event: FocusEvent) => {
        const next = event.relatedTarget as Node | null;
        if (!isDesktop()) {
          if (drawer && next && !rootRef.current!.contains(next)) closeAll();
          return;
        }
        const li = (event.target as Element).closest<HTMLElement>('[data-key]');
        if (li && !li.contains(next)) setOpen((now) => (now === li.dataset.key ? null : now));
      },
      onKeyDown: (event: KeyboardEvent) => onMenuKey(event, rootRef.current!, openThen),
      onClick: (event: MouseEvent) => {
        // Following a link is a route change; an in-page link would otherwise leave the menu open.
        if (!event.defaultPrevented && (event.target as Element).closest('a')) closeAll();
      },
    },
    burger: { ref: burgerRef, onClick: onBurger },
    /** A top item (or the language switcher) hovered: a parent opens, leaving closes after a delay. */
    hover: (key: string, parent: boolean) => ({
      onPointerEnter: (event: PointerEvent) => onPointerEnter(event, key, parent),
      onPointerLeave: (event: PointerEvent) => onPointerLeave(event, key),
    }),
    /** A top item's button, or the drawer's submenu button beside its link. */
    toggle: (key: string) => (event: MouseEvent) => onTopClick(event, key),
    /** A top link with a dropdown (a touch screen's first tap opens it). */
    tapOpen: (key: string) => (event: MouseEvent) => onTopLinkClick(event, key),
    onBack,
  };
}

export type NavigationMenu = ReturnType<typeof useNavigationMenu>;
