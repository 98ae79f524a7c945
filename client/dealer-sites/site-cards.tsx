import type { SiteCardData } from '../blocks/site-list/site-list.schema.ts';
import { siteDetailPath } from '../lib/dealer-sites/site-paths.ts';
import { telHref } from '../lib/tel-href.ts';
import { ResponsiveImage } from '../ui/responsive-image.tsx';

interface SiteCardsProps {
  sites: SiteCardData[];
  detailPath: string;
  headingLevel: 2 | 3;
  busy: boolean;
}

/** The dealers' cards: picture, name linking to the dealer's page, city, address and phone. */
export function SiteCards({ sites, detailPath, headingLevel, busy }: SiteCardsProps) {
  const CardHeading = headingLevel === 2 ? 'h3' : 'h4';
  return (
    <ul className="site-list__cards" aria-busy={busy}>
      {sites.map((site) => (
        <li key={site.id} className="site-card">
          {site.image ? (
            <ResponsiveImage
              className="site-card__image"
              src={site.image.src}
              alt=""
              width={640}
              height={360}
              sizes="(min-width: 1280px) 20rem, (min-width: 640px) 40vw, 90vw"
              blurDataUrl={site.image.blur || undefined}
            />
          ) : null}
          <div className="site-card__body">
            <CardHeading className="site-card__name">
              <a className="site-card__link" href={siteDetailPath(detailPath, site.slug)}>
                {site.name}
              </a>
            </CardHeading>
            <p className="site-card__city">{site.websiteCity}</p>
            <p className="site-card__meta">{site.address}</p>
            {site.phone ? (
              <p className="site-card__meta">
                <a className="site-card__phone" href={telHref(site.phone)}>
                  {site.phone}
                </a>
              </p>
            ) : null}
          </div>
        </li>
      ))}
    </ul>
  );
}
