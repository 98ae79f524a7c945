import type { ReactNode } from 'react';
import { Icon } from './icons.tsx';

export type CardLook = 'plain' | 'bordered' | 'list';

export interface CardProps {
  /** The heading; a card without one has no link either (the title is the link's name). */
  title?: ReactNode;
  titleTag?: 'h2' | 'h3' | 'h4';
  /** Where the card leads: its title becomes the link, and the whole card is its target. */
  href?: string;
  /** The picture or video at the top (or at the side of a list card). */
  media?: ReactNode;
  /** A small label over the picture's corner (a campaign, say). */
  badge?: ReactNode;
  /** A small icon above the title. */
  icon?: ReactNode;
  /** Shown as a button at the foot of a linked card; the title stays the link's name. */
  action?: ReactNode;
  look?: CardLook;
  className?: string;
  children?: ReactNode;
}

/**
 * A content card. When it has a link, the title is the one link, stretched over the whole card by
 * CSS: a click anywhere opens it, keyboard users meet one tab stop, and screen readers hear the
 * title as its name rather than a card's worth of text. Without a link there is no link markup.
 */
export function Card({
  title,
  titleTag: Title = 'h3',
  href,
  media,
  badge,
  icon,
  action,
  look = 'plain',
  className,
  children,
}: CardProps) {
  const linked = Boolean(href && title);
  const classes = ['card', `card--${look}`, linked ? 'card--linked' : undefined, className]
    .filter(Boolean)
    .join(' ');
  return (
    <article className={classes}>
      {media ? (
        <div className="card__media">
          {media}
          {badge ? <span className="card__badge">{badge}</span> : null}
        </div>
      ) : null}
      <div className="card__body">
        {!media && badge ? <span className="card__badge card__badge--inline">{badge}</span> : null}
        {icon ? <span className="card__icon">{icon}</span> : null}
        {title ? (
          <Title className="card__title">
            {linked ? (
              <a className="card__link" href={href}>
                {title}
              </a>
            ) : (
              title
            )}
          </Title>
        ) : null}
        {children}
        {linked && action ? (
          // The link is the title; this only looks like its button, so it is not announced twice.
          <span className="card__action" aria-hidden="true">
            {action}
            <Icon name="arrow-right" size={18} />
          </span>
        ) : null}
      </div>
    </article>
  );
}
