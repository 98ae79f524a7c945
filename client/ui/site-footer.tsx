/** The footer of every page; columns, brands and social links join it with the content issue. */
export function SiteFooter({ siteName, year }: { siteName: string; year: number }) {
  return (
    <footer className="site-footer">
      <p className="site-footer__copyright">© {year} {siteName}</p>
    </footer>
  );
}
