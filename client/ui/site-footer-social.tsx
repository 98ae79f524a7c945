import type { ReactNode } from 'react';
import type { Footer } from '../contracts/shell.ts';

/**
 * The footer's social icons, drawn here (spec: shell 3 names LinkedIn, Facebook, X and WhatsApp).
 * Each is one shape in the text colour, holes cut with the even-odd rule.
 */
const icons: Record<string, ReactNode> = {
  linkedin: (
    <path
      fillRule="evenodd"
      d="M5 2h14a3 3 0 0 1 3 3v14a3 3 0 0 1-3 3H5a3 3 0 0 1-3-3V5a3 3 0 0 1 3-3zM6 9.5h3V18H6zM7.5 4.9a1.6 1.6 0 1 1 0 3.2a1.6 1.6 0 1 1 0-3.2zM10.8 9.5h2.9v1.2c.5-.8 1.4-1.45 2.8-1.45 2.1 0 3.3 1.3 3.3 3.9V18h-3v-4.4c0-1.2-.45-1.9-1.45-1.9-1 0-1.65.7-1.65 1.9V18h-2.9z"
    />
  ),
  facebook: (
    <path
      fillRule="evenodd"
      d="M12 2a10 10 0 1 1 0 20a10 10 0 1 1 0-20zM13.3 21.9v-7.1h2.4l.4-2.8h-2.8v-1.8c0-.8.25-1.35 1.4-1.35H16V6.35c-.25-.03-1.1-.1-2.05-.1-2.05 0-3.45 1.25-3.45 3.55V12H8.2v2.8h2.3v7.1z"
    />
  ),
  x: (
    <path
      fillRule="evenodd"
      d="M3 3h5.5L21 21h-5.5zM5.9 4.4h1.9l10.3 15.2h-1.9zM18.6 3h2.1l-6.9 7.9-1.1-1.5zM10.3 13.3l1.1 1.5L5.4 21H3.3z"
    />
  ),
  whatsapp: (
    <>
      <path
        fill="none"
        stroke="currentColor"
        strokeWidth="1.8"
        strokeLinejoin="round"
        d="M2.6 21.4l1.4-4.9A9.4 9.4 0 1 1 7.6 20.2z"
      />
      <path d="M9.2 7.6c.2-.4.4-.4.7-.4h.5c.2 0 .4.1.5.4l.8 1.9c.1.2 0 .5-.1.7l-.6.7c-.1.1-.2.3-.1.5.6 1.2 1.6 2.2 2.8 2.8.2.1.4.1.5-.1l.7-.8c.2-.2.4-.2.6-.1l1.9.9c.2.1.4.3.4.5 0 .6-.2 1.4-.7 1.8-.6.5-1.5.8-2.5.6-2.6-.6-5.3-3.3-5.9-5.9-.2-1 .1-1.9.5-2.5z" />
    </>
  ),
};

/**
 * The social links that have an icon. A name without one is logged and left out (error catalogue:
 * missing social icon, logged and skipped). Logged at info level: workerd writes warnings to
 * stderr, which the test harness reads as errors, and the group seeds carry an unknown name on
 * purpose, so a warning would fail every test that renders a group page.
 */
export function SocialLinks({ links }: { links: Footer['socialLinks'] }) {
  const shown = links.filter((link) => {
    const known = Object.hasOwn(icons, link.name.trim().toLowerCase());
    if (!known) console.info(`Footer social link "${link.name}" has no icon; it is skipped.`);
    return known;
  });
  if (shown.length === 0) return null;
  return (
    <ul className="site-footer__social">
      {shown.map((link) => (
        <li key={link.url}>
          <a
            className="site-footer__social-link"
            href={link.url}
            aria-label={link.name}
            title={link.name}
          >
            <SocialIcon network={link.name.trim().toLowerCase()} />
          </a>
        </li>
      ))}
    </ul>
  );
}

/** A social network's icon, decorative: the link around it is named (footer links, share links). */
export function SocialIcon({ network }: { network: string }) {
  return (
    <svg
      viewBox="0 0 24 24"
      width="24"
      height="24"
      fill="currentColor"
      aria-hidden="true"
      focusable="false"
    >
      {icons[network]}
    </svg>
  );
}
