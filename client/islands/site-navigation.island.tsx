import { useId } from 'react';
import type { MenuItem } from '../lib/navigation-menu.ts';
import { LanguageMenu } from '../navigation/language-menu.tsx';
import { navLink } from '../navigation/nav-link.tsx';
import { NavPanel } from '../navigation/nav-panel.tsx';
import { useNavigationMenu } from '../navigation/use-navigation-menu.ts';
import type { SiteNavigationProps } from './site-navigation.props.ts';

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
  // A fixed id: the no-script menu links name it in the address (#site-menu), and a page has one menu.
  const drawerId = 'site-menu';
  const menu = useNavigationMenu(items.length);
  const { fit, drawer, open, hover, toggle } = menu;
  const more: MenuItem = { id: 'more', title: labels.more, children: items.slice(fit) };

  /** A top item: its link or button, the drawer's submenu button, and its dropdown. */
  const top = (entry: MenuItem, index: number, overflow: boolean, className = 'nav__item') => {
    const key = entry.id;
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
        {...hover(key, parent)}
      >
        {entry.href ? (
          navLink(entry, 'nav__top', entry.title, {
            ...control,
            onClick: parent ? menu.tapOpen(key) : undefined,
          })
        ) : parent ? (
          <button type="button" className="nav__top" {...control} onClick={toggle(key)}>
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
            onClick={toggle(key)}
          />
        ) : null}
        {parent ? (
          <NavPanel
            entry={entry}
            id={panelId}
            mega={variant === 'mega'}
            backLabel={labels.back}
            onBack={menu.onBack}
          />
        ) : null}
      </li>
    );
  };

  return (
    <div
      className="nav"
      data-variant={variant}
      data-ready={menu.ready || undefined}
      data-drawer={drawer || undefined}
      data-sub={open !== null || undefined}
      {...menu.root}
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
        type="button"
        className="nav__burger"
        aria-expanded={drawer}
        aria-controls={drawerId}
        aria-label={drawer ? labels.closeMenu : labels.menu}
        {...menu.burger}
      >
        <span className="nav__burger-icon" aria-hidden="true" />
      </button>
      {/* Without scripting the button above can do nothing: these links fold the drawer open and
          shut by its :target instead (navigation.css shows them only then). */}
      <a className="nav__menu-link" data-menu="open" href={`#${drawerId}`} aria-label={labels.menu}>
        <span className="nav__burger-icon" aria-hidden="true" />
      </a>
      <a className="nav__menu-link" data-menu="close" href="#" aria-label={labels.closeMenu}>
        <span className="nav__burger-icon" aria-hidden="true" />
      </a>
      <div className="nav__backdrop" />
      <div className="nav__drawer" id={drawerId}>
        {items.length > 0 ? (
          <nav className="nav__main" aria-label={labels.menu}>
            <ul className="nav__bar" ref={menu.bar}>
              {items.map((entry, index) => top(entry, index, index >= fit))}
              {top(more, items.length, fit >= items.length, 'nav__item nav__more')}
            </ul>
          </nav>
        ) : null}
        <div className="nav__actions">
          {extras.length > 0 ? (
            <ul className="nav__extras">
              {extras.map((extra) => (
                <li key={extra.href + extra.title}>{navLink(extra, 'nav__extra', extra.title)}</li>
              ))}
            </ul>
          ) : null}
          <LanguageMenu
            languages={languages}
            label={labels.language}
            panelId={`${uid}l`}
            menu={menu}
          />
        </div>
      </div>
    </div>
  );
}
