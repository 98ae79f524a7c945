/** The header of every page: the site's logo linking home. Navigation joins it with the content issue. */
export function SiteHeader({ siteName, logo, homeHref }: { siteName: string; logo: { src: string; alt: string }; homeHref: string }) {
  return (
    <header className="site-header">
      <a className="site-header__home" href={homeHref} aria-label={siteName}>
        <img className="site-header__logo" src={logo.src} alt={logo.alt} width={150} height={55} />
      </a>
    </header>
  );
}
