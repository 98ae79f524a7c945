import { type ReactNode, useState } from 'react';
import { type MenuItem, megaImageColumnLimit } from '../lib/navigation-menu.ts';
import { navLink } from './nav-link.tsx';

interface NavPanelProps {
  entry: MenuItem;
  id: string;
  mega: boolean;
  backLabel: string;
  onBack: () => void;
}

/**
 * A top item's dropdown (or mega menu, or the drawer's submenu): a back button for the drawer, the
 * item's own link as the title, and its entries, each expandable in place.
 */
export function NavPanel({ entry, id, mega, backLabel, onBack }: NavPanelProps) {
  const [expanded, setExpanded] = useState<string[]>([]);

  /**
   * An entry below the top level; one with children expands in place (+ and −). A heading without
   * a link of its own is text, with the expand button stretched over its row.
   */
  const renderEntry = (item: MenuItem, itemId: string, withImage: boolean): ReactNode => {
    const children = item.children.length > 0;
    // The current page's section starts expanded; a toggle flips an entry from where it started.
    const isOpen = expanded.includes(itemId) !== (item.current === 'section');
    return (
      <li
        key={itemId}
        className="nav__entry"
        data-current={item.current}
        data-top={item.topSelected}
        data-expanded={isOpen || undefined}
      >
        {withImage && item.image ? (
          <img
            className="nav__image"
            src={item.image.src}
            alt=""
            width={480}
            height={270}
            loading="lazy"
            decoding="async"
          />
        ) : null}
        <div className="nav__row">
          {item.href ? (
            navLink(item, 'nav__link', item.title)
          ) : (
            <span className="nav__link">{item.title}</span>
          )}
          {children ? (
            <button
              type="button"
              className="nav__expand"
              data-cover={item.href ? undefined : true}
              aria-expanded={isOpen}
              aria-controls={itemId}
              aria-label={item.title}
              onClick={() =>
                setExpanded(
                  isOpen ? expanded.filter((other) => other !== itemId) : [...expanded, itemId],
                )
              }
            >
              <span aria-hidden="true">{isOpen ? '−' : '+'}</span>
            </button>
          ) : null}
        </div>
        {children ? (
          <ul className="nav__list" id={itemId}>
            {item.children.map((child, index) => renderEntry(child, `${itemId}-${index}`, false))}
          </ul>
        ) : null}
      </li>
    );
  };

  return (
    <div
      className="nav__panel"
      id={id}
      data-many={mega && entry.children.length > megaImageColumnLimit ? true : undefined}
    >
      <div className="nav__panel-head">
        <button type="button" className="nav__back" onClick={onBack}>
          {backLabel}
        </button>
        {entry.href ? (
          navLink(entry, 'nav__panel-title', entry.title)
        ) : (
          <span className="nav__panel-title">{entry.title}</span>
        )}
      </div>
      <ul className="nav__list">
        {entry.children.map((child, index) => renderEntry(child, `${id}-${index}`, mega))}
      </ul>
    </div>
  );
}
