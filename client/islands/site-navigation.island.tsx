import {
  type FocusEvent,
  type KeyboardEvent,
  type MouseEvent,
  type PointerEvent,
  type ReactNode,
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
} from 'react';
import { type MenuItem, megaImageColumnLimit } from '../lib/navigation-menu.ts';
import { fittingItemCount } from '../lib/navigation-overflow.ts';
import type { SiteNavigationProps } from './site-navigation.props.ts';

/** Spec shell 4 and 9: the desktop breakpoint and the menu's timings. */
const desktop = '(min-width: 1280px)';
const closeDelay = 200;
const nonParentCloseDelay = 600;
const resizeDebounce = 200;

const isDesktop = () => matchMedia(desktop).matches;
const visible = (el: Element) => el.getClientRects().length > 0;
/** Focusable entries of an open panel, in order; collapsed lists and hidden parts are skipped. */
const entries = (li: Element) =>
  [...li.querySelectorAll<HTMLElement>('.nav__panel a, .nav__panel button')].filter(visible);

/**
 * The site's navigation (spec shell 2.7, 4): the server renders every link, so the menu works
 * before this hydrates; the island adds the desktop dropdowns or mega menu (hover, focus and
 * keyboard), the 'More' overflow menu, the language switcher and the mobile drawer.
 */
export default function SiteNavigation({
  homeHref,
  logo,
  variant,
  items,
  extras,
  languages,
  labels,
}: SiteNavigationProps) {
  const uid = useId();
  const [open, setOpen] = useState<string | null>(null);
  const [drawer, setDrawer] = useState(false);
  const [expanded, setExpanded] = useState<string[]>([]);
  const [fit, setFit] = useState(items.length);
  const [ready, setReady] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const bar = useRef<HTMLUListElement>(null);
  const burger = useRef<HTMLButtonElement>(null);
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
  const later = (ms: number, run: () => void) => {
    clearTimeout(timer.current);
    timer.current = setTimeout(run, ms);
  };
  const item = (key: string) =>
    root.current!.querySelector<HTMLElement>(`[data-key="${CSS.escape(key)}"]`)!;
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

  // The 'More' menu: top items that do not fit the row move into it, again after each resize.
  useLayoutEffect(() => {
    const measure = () => {
      const row = bar.current;
      if (!row || !isDesktop()) return setFit(items.length);
      const cells = [...row.children].map((cell) => cell.getBoundingClientRect().width);
      setFit(
        fittingItemCount(cells.slice(0, items.length), row.clientWidth, cells[items.length] ?? 0),
      );
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
  }, [items.length]);

  // While anything is open: Escape closes it and a press outside it closes it.
  useEffect(() => {
    if (!open && !drawer) return;
    const onKey = (event: globalThis.KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      if (drawer) {
        closeAll();
        burger.current?.focus();
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
    const top = Math.max(0, root.current!.closest('header')!.getBoundingClientRect().bottom);
    root.current!.style.setProperty('--nav-drawer-top', `${top}px`);
    after.current = () =>
      root.current!.querySelector<HTMLElement>('.nav__drawer a, .nav__drawer button')?.focus();
    setDrawer(true);
  };

  const onFocus = (event: FocusEvent) => {
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
  };
  const onBlur = (event: FocusEvent) => {
    const next = event.relatedTarget as Node | null;
    if (!isDesktop()) {
      if (drawer && next && !root.current!.contains(next)) closeAll();
      return;
    }
    const li = (event.target as Element).closest<HTMLElement>('[data-key]');
    if (li && !li.contains(next)) setOpen((now) => (now === li.dataset.key ? null : now));
  };
  const onKeyDown = (event: KeyboardEvent) => {
    const target = event.target as HTMLElement;
    const li = target.closest<HTMLElement>('[data-key]');
    if (!li || !isDesktop()) return;
    const key = li.dataset.key!;
    const top = target.classList.contains('nav__top');
    const move = (el: HTMLElement | undefined) => {
      event.preventDefault();
      el?.focus();
    };
    const { key: pressed } = event;
    if (pressed === 'ArrowLeft' || pressed === 'ArrowRight') {
      const tops = [
        ...root.current!.querySelectorAll<HTMLElement>(
          '[data-key]:not([data-overflow]) > .nav__top',
        ),
      ];
      const at = tops.indexOf(li.querySelector<HTMLElement>('.nav__top')!);
      move(tops[(at + (pressed === 'ArrowRight' ? 1 : -1) + tops.length) % tops.length]);
    } else if (!li.querySelector('.nav__panel')) {
      return;
    } else if (top && (pressed === 'ArrowDown' || pressed === 'ArrowUp' || pressed === ' ')) {
      event.preventDefault();
      openThen(key, () => {
        const list = entries(li);
        list[pressed === 'ArrowUp' ? list.length - 1 : 0]?.focus();
      });
    } else if (
      !top &&
      (pressed === 'ArrowDown' || pressed === 'ArrowUp' || pressed === 'Home' || pressed === 'End')
    ) {
      const list = entries(li);
      const at = list.indexOf(target);
      const step =
        pressed === 'ArrowDown'
          ? at + 1
          : pressed === 'ArrowUp'
            ? at - 1
            : pressed === 'Home'
              ? 0
              : list.length - 1;
      move(list[(step + list.length) % list.length]);
    } else if (!top && pressed === ' ' && target.tagName === 'A') {
      event.preventDefault();
      target.click();
    }
  };
  const onClick = (event: MouseEvent) => {
    // Following a link is a route change; an in-page link would otherwise leave the menu open.
    if (!event.defaultPrevented && (event.target as Element).closest('a')) closeAll();
  };

  const link = (
    entry: { href?: string; newTab?: boolean; current?: string },
    className: string,
    content: ReactNode,
  ) => (
    <a
      className={className}
      href={entry.href}
      aria-current={entry.current === 'page' ? 'page' : undefined}
      {...(entry.newTab ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
    >
      {content}
    </a>
  );

  /**
   * An entry below the top level; one with children expands in place (+ and −). A heading without
   * a link of its own is text, with the expand button stretched over its row.
   */
  const renderEntry = (entry: MenuItem, id: string, mega: boolean): ReactNode => {
    const children = entry.children.length > 0;
    // The current page's section starts expanded; a toggle flips an entry from where it started.
    const isOpen = expanded.includes(id) !== (entry.current === 'section');
    return (
      <li
        key={id}
        className="nav__entry"
        data-current={entry.current}
        data-top={entry.topSelected}
        data-expanded={isOpen || undefined}
      >
        {mega && entry.image ? (
          <img
            className="nav__image"
            src={entry.image.src}
            alt=""
            width={480}
            height={270}
            loading="lazy"
            decoding="async"
          />
        ) : null}
        <div className="nav__row">
          {entry.href ? (
            link(entry, 'nav__link', entry.title)
          ) : (
            <span className="nav__link">{entry.title}</span>
          )}
          {children ? (
            <button
              type="button"
              className="nav__expand"
              data-cover={entry.href ? undefined : true}
              aria-expanded={isOpen}
              aria-controls={id}
              aria-label={entry.title}
              onClick={() =>
                setExpanded(isOpen ? expanded.filter((other) => other !== id) : [...expanded, id])
              }
            >
              <span aria-hidden="true">{isOpen ? '−' : '+'}</span>
            </button>
          ) : null}
        </div>
        {children ? (
          <ul className="nav__list" id={id}>
            {entry.children.map((child, index) => renderEntry(child, `${id}-${index}`, false))}
          </ul>
        ) : null}
      </li>
    );
  };

  const renderPanel = (entry: MenuItem, id: string, mega: boolean) => (
    <div
      className="nav__panel"
      id={id}
      data-many={mega && entry.children.length > megaImageColumnLimit ? true : undefined}
    >
      <div className="nav__panel-head">
        <button type="button" className="nav__back" onClick={onBack}>
          {labels.back}
        </button>
        {entry.href ? (
          link(entry, 'nav__panel-title', entry.title)
        ) : (
          <span className="nav__panel-title">{entry.title}</span>
        )}
      </div>
      <ul className="nav__list">
        {entry.children.map((child, index) => renderEntry(child, `${id}-${index}`, mega))}
      </ul>
    </div>
  );

  /** A top item: its link or button, the drawer's submenu button, and its dropdown. */
  const renderTop = (
    entry: MenuItem,
    key: string,
    index: number,
    overflow: boolean,
    className = 'nav__item',
  ) => {
    const panelId = `${uid}p${index}`;
    const parent = entry.children.length > 0 || key === 'more';
    const isOpen = open === key;
    const control = parent ? { 'aria-expanded': isOpen, 'aria-controls': panelId } : {};
    return (
      <li
        key={key}
        className={className}
        data-key={key}
        data-open={isOpen || undefined}
        data-overflow={overflow || undefined}
        data-current={entry.current}
        onPointerEnter={(event) => onPointerEnter(event, key, parent)}
        onPointerLeave={(event) => onPointerLeave(event, key)}
      >
        {entry.href ? (
          <a
            className="nav__top"
            href={entry.href}
            aria-current={entry.current === 'page' ? 'page' : undefined}
            {...(entry.newTab ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
            {...control}
            onClick={parent ? (event) => onTopLinkClick(event, key) : undefined}
          >
            {entry.title}
          </a>
        ) : parent ? (
          <button
            type="button"
            className="nav__top"
            {...control}
            onClick={(event) => onTopClick(event, key)}
          >
            {entry.title}
          </button>
        ) : (
          <span className="nav__top">{entry.title}</span>
        )}
        {parent && entry.href ? (
          <button
            type="button"
            className="nav__drill"
            {...control}
            aria-label={entry.title}
            onClick={(event) => onTopClick(event, key)}
          />
        ) : null}
        {parent ? renderPanel(entry, panelId, variant === 'mega') : null}
      </li>
    );
  };

  const current = languages.find((language) => language.current);
  const more: MenuItem = { id: 'more', title: labels.more, children: items.slice(fit) };
  return (
    <div
      ref={root}
      className="nav"
      data-variant={variant}
      data-ready={ready || undefined}
      data-drawer={drawer || undefined}
      data-sub={open !== null || undefined}
      onPointerDown={(event) => (pointer.current = event.pointerType)}
      onFocus={onFocus}
      onBlur={onBlur}
      onKeyDown={onKeyDown}
      onClick={onClick}
    >
      <a className="nav__home" href={homeHref}>
        <img
          className="nav__logo"
          src={logo.src}
          alt={logo.alt}
          width={logo.width}
          height={logo.height}
        />
      </a>
      <button
        ref={burger}
        type="button"
        className="nav__burger"
        aria-expanded={drawer}
        aria-controls={`${uid}d`}
        aria-label={drawer ? labels.closeMenu : labels.menu}
        onClick={onBurger}
      >
        <span className="nav__burger-icon" aria-hidden="true" />
      </button>
      <div className="nav__backdrop" />
      <div className="nav__drawer" id={`${uid}d`}>
        {items.length > 0 ? (
          <nav className="nav__main" aria-label={labels.menu}>
            <ul className="nav__bar" ref={bar}>
              {items.map((entry, index) => renderTop(entry, entry.id, index, index >= fit))}
              {renderTop(more, 'more', items.length, fit >= items.length, 'nav__item nav__more')}
            </ul>
          </nav>
        ) : null}
        <div className="nav__actions">
          {extras.length > 0 ? (
            <ul className="nav__extras">
              {extras.map((extra) => (
                <li key={extra.href + extra.title}>{link(extra, 'nav__extra', extra.title)}</li>
              ))}
            </ul>
          ) : null}
          {current ? (
            <div
              className="nav__item nav__lang"
              data-key="lang"
              data-open={open === 'lang' || undefined}
              onPointerEnter={(event) => onPointerEnter(event, 'lang', true)}
              onPointerLeave={(event) => onPointerLeave(event, 'lang')}
            >
              <button
                type="button"
                className="nav__top"
                aria-expanded={open === 'lang'}
                aria-controls={`${uid}l`}
                onClick={(event) => onTopClick(event, 'lang')}
              >
                <span className="visually-hidden">{labels.language}: </span>
                {current.nativeName}
              </button>
              <div className="nav__panel" id={`${uid}l`}>
                <p className="nav__panel-caption">{labels.language}</p>
                <ul className="nav__list">
                  {languages.map((language) => (
                    <li key={language.name} className="nav__entry">
                      <a
                        className="nav__link"
                        href={language.path}
                        lang={language.name}
                        hrefLang={language.name}
                        aria-current={language.current}
                      >
                        {language.nativeName}
                      </a>
                    </li>
                  ))}
                </ul>
              </div>
            </div>
          ) : null}
        </div>
      </div>
    </div>
  );
}
