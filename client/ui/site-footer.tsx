import type { ShellData } from '../../src/pages/load-shell.ts';

/** The footer of every page: the content's columns of links, then the copyright line. */
export function SiteFooter({ shell, year }: { shell: ShellData; year: number }) {
  const columns = shell.footer?.columns ?? [];
  return (
    <footer className="site-footer">
      {columns.map((column) => (
        <section key={column.title}>
          <h2>{column.title}</h2>
          <ul>
            {column.links.filter((link) => link.href).map((link) => (
              <li key={link.href}><a href={link.href}>{link.text}</a></li>
            ))}
          </ul>
        </section>
      ))}
      <p className="site-footer__copyright">© {year} {shell.settings.siteName}</p>
    </footer>
  );
}
