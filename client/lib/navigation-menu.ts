import type { NavigationSettings, NavItem } from '../contracts/shell.ts';

/**
 * One entry of the menu as the navigation island draws it: the content's navigation item reduced
 * to what a visitor sees. Built on the server, so the island ships no filtering rules.
 */
export interface MenuItem {
  id: string;
  title: string;
  /** Where the entry links; absent for a parent that is only a heading for its children. */
  href?: string;
  /** An https address outside the site: opens in a new tab. */
  newTab?: true;
  /** 'page' on the entry of the current path, 'section' on its ancestors. */
  current?: 'page' | 'section';
  /**
   * Mega menu picture (480 by 270). Shown as decoration: the column's heading beside it already
   * names the link, so a screen reader is not read an illustration's description per column.
   */
  image?: { src: string };
  /** Mega menu: shown first and highlighted in its column. */
  topSelected?: true;
  children: MenuItem[];
}

/** An extra call-to-action link beside the menu (navigation settings' ExtraNavigationItems). */
export interface ExtraMenuItem {
  title: string;
  href: string;
  newTab?: true;
}

/** Mega-menu columns show their pictures only up to this many columns (over 1500 px, always). */
export const megaImageColumnLimit = 4;

/** The path part of a page path, without query, fragment or trailing slash; '/' stays '/'. */
export function pathOnly(path: string): string {
  const bare = path.split(/[?#]/)[0] ?? '';
  return bare.length > 1 ? bare.replace(/\/+$/, '') : bare || '/';
}

const opensNewTab = (href: string) => href.startsWith('https://');

/**
 * The visible menu under `items` for a visitor on `currentPath` (spec shell 3, 4): items hidden in
 * navigation are dropped with their children; an external link goes to its own address; a parent
 * with children is a link itself only when the content allows it; mega-menu entries marked
 * topSelected come first in their column.
 */
export function toMenuItems(items: readonly NavItem[], currentPath: string): MenuItem[] {
  const here = pathOnly(currentPath).toLowerCase();
  const build = (item: NavItem): MenuItem => {
    const children = toMenu(item.children);
    const target = item.externalLink?.href ?? item.path;
    const linkable =
      target !== '' && (children.length === 0 || item.shouldBeNavigableInMenuWhenItHasChildren);
    const menuItem: MenuItem = { id: item.id, title: item.navTitle, children };
    if (linkable) {
      menuItem.href = target;
      if (opensNewTab(target)) menuItem.newTab = true;
    }
    const own = item.externalLink || !item.path ? '' : pathOnly(item.path).toLowerCase();
    if (own && own === here) menuItem.current = 'page';
    else if (children.some((child) => child.current)) menuItem.current = 'section';
    if (item.image) menuItem.image = { src: item.image.src };
    if (item.topSelected) menuItem.topSelected = true;
    return menuItem;
  };
  const toMenu = (list: readonly NavItem[]): MenuItem[] => {
    const visible = list.filter((item) => !item.hideInNavigation).map(build);
    // A stable sort: top-selected entries first, the content's order otherwise.
    return visible.sort((a, b) => Number(!!b.topSelected) - Number(!!a.topSelected));
  };
  return toMenu(items);
}

/** Extra navigation items with a non-empty title (spec shell 5); their link text is the title. */
export function visibleExtraItems(extras: NavigationSettings['extraItems']): ExtraMenuItem[] {
  return extras
    .filter((extra) => extra.title.trim() !== '')
    .map((extra) => ({
      title: extra.title.trim(),
      href: extra.link.href,
      ...(extra.link.target === '_blank' || opensNewTab(extra.link.href) ? { newTab: true } : {}),
    }));
}
