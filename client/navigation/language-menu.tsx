import type { SiteNavigationProps } from '../islands/site-navigation.props.ts';
import type { NavigationMenu } from './use-navigation-menu.ts';

interface LanguageMenuProps {
  languages: SiteNavigationProps['languages'];
  label: string;
  panelId: string;
  menu: NavigationMenu;
}

/**
 * The language switcher (spec shell 2.7): the current language's name opens the list of the
 * route's languages, each a link to the route in that language. Nothing when there is no choice.
 */
export function LanguageMenu({ languages, label, panelId, menu }: LanguageMenuProps) {
  const current = languages.find((language) => language.current);
  if (!current) return null;
  return (
    <div
      className="nav__item nav__lang"
      data-key="lang"
      data-open={menu.open === 'lang' || undefined}
      {...menu.hover('lang', true)}
    >
      <button
        type="button"
        className="nav__top"
        aria-expanded={menu.open === 'lang'}
        aria-controls={panelId}
        onClick={menu.toggle('lang')}
      >
        <span className="visually-hidden">{label}: </span>
        {current.nativeName}
      </button>
      <div className="nav__panel" id={panelId}>
        <p className="nav__panel-caption">{label}</p>
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
  );
}
