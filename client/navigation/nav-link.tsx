import type { AnchorHTMLAttributes, ReactNode } from 'react';

/**
 * A link of the menu: marked as the current page where it is one, opened in a new tab where it
 * leaves the site. `extra` attributes (a top item's dropdown controls) follow.
 */
export function navLink(
  entry: { href?: string; newTab?: boolean; current?: string },
  className: string,
  content: ReactNode,
  extra?: AnchorHTMLAttributes<HTMLAnchorElement>,
) {
  return (
    <a
      className={className}
      href={entry.href}
      aria-current={entry.current === 'page' ? 'page' : undefined}
      {...(entry.newTab ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
      {...extra}
    >
      {content}
    </a>
  );
}
