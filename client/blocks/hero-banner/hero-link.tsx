import { Editable } from '../../ui/editable.tsx';

/**
 * The author's link as a button (hero banner, blurb): opened where the author chose, and a new
 * tab gets no access back to this page.
 */
export function HeroLink({
  link,
  className,
}: {
  link: { href: string; text: string; target?: string | undefined };
  className: string;
}) {
  return (
    <a
      className={className}
      href={link.href}
      target={link.target || undefined}
      rel={link.target === '_blank' ? 'noopener noreferrer' : undefined}
    >
      <Editable field="Link">{link.text}</Editable>
    </a>
  );
}
