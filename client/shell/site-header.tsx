// A server-only shell component: it places the navigation island through the document's island
// renderer (client/runtime/island-slot.tsx); no island imports this file, so none of it reaches the browser.
import type { ShellView } from './shell-view.ts';
import { defineIsland } from '../runtime/island-slot.tsx';
import { usePageContext } from '../runtime/page-context.tsx';
import SiteNavigation from '../islands/site-navigation.island.tsx';
import { siteNavigationPropsSchema } from '../islands/site-navigation.props.ts';
import { toMenuItems, visibleExtraItems } from '../lib/navigation-menu.ts';
import { switcherLanguages } from '../lib/navigation-languages.ts';

const SiteNavigationSlot = defineIsland(
  'site-navigation',
  SiteNavigation,
  siteNavigationPropsSchema,
);

/**
 * The header of every page: the logo linking home and the site navigation (spec shell 2.7). The
 * navigation is an island rendered here in full, so every link works before its script loads.
 * It hydrates at 'load': it is the first thing above the fold a visitor reaches for, and on a slow
 * phone 'idle' could leave the menu button dead for up to two seconds.
 */
export function SiteHeader({
  shell,
  homeHref,
  isHome,
}: {
  shell: ShellView;
  homeHref: string;
  isHome: boolean;
}) {
  const page = usePageContext();
  const { settings, navigation, navigationSettings: nav, dictionary } = shell;
  const logo = nav.logo ?? settings.logo;
  return (
    <header
      className="site-header"
      data-home={isHome || undefined}
      data-slim={nav.slimNav || undefined}
      data-dark={nav.hasDarkTheme || undefined}
      data-separator={nav.showSeparator || undefined}
    >
      <SiteNavigationSlot
        props={{
          homeHref,
          logo: {
            src: logo.src,
            alt: logo.alt || settings.siteName,
            width: nav.logoWidth,
            height: nav.logoHeight,
          },
          variant: nav.menuVariant,
          items: toMenuItems(navigation, page.path),
          extras: visibleExtraItems(nav.extraItems),
          languages: switcherLanguages(shell.languages, page.language),
          labels: dictionary,
        }}
        hydrate="load"
      />
    </header>
  );
}
