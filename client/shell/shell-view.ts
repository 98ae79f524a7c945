import type { Dictionary } from '../contracts/dictionary.ts';
import type {
  Brand,
  Footer,
  Navigation,
  NavigationSettings,
  RouteLanguage,
  SiteIdentity,
} from '../contracts/shell.ts';

/**
 * What the shell around a page's blocks renders (header, site message, footer). The worker's
 * loadShell fills it (its ShellData adds what only the server reads), so these components name
 * no server type.
 */
export interface ShellView {
  settings: SiteIdentity;
  navigation: Navigation;
  navigationSettings: NavigationSettings;
  /** Null when the footer could not be read: the page renders without its columns. */
  footer: Footer | null;
  brands: Brand[];
  languages: RouteLanguage[];
  dictionary: Dictionary;
}
