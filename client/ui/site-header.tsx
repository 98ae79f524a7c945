import type { NavItem } from '../../src/content/shell-schemas.ts';
import type { ShellData } from '../../src/pages/load-shell.ts';

/** The header of every page: the site's logo linking home and the navigation as plain links. */
export function SiteHeader({ shell, homeHref }: { shell: ShellData; homeHref: string; isHome: boolean }) {
  const { settings, navigation, navigationSettings } = shell;
  const logo = navigationSettings.logo ?? settings.logo;
  return (
    <header className="site-header">
      <a className="site-header__home" href={homeHref} aria-label={settings.siteName}>
        <img className="site-header__logo" src={logo.src} alt={logo.alt} width={navigationSettings.logoWidth} height={navigationSettings.logoHeight} />
      </a>
      {navigation.length > 0 ? (
        <nav aria-label={shell.dictionary.menu}>
          <NavList items={navigation} />
        </nav>
      ) : null}
    </header>
  );
}

function NavList({ items }: { items: NavItem[] }) {
  const visible = items.filter((item) => !item.hideInNavigation);
  return (
    <ul>
      {visible.map((item) => (
        <li key={item.id}>
          <a href={item.externalLink?.href ?? item.path}>{item.navTitle}</a>
          {item.children.length > 0 ? <NavList items={item.children} /> : null}
        </li>
      ))}
    </ul>
  );
}
