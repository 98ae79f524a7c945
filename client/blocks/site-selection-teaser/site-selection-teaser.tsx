import { Editable } from '../../ui/editable.tsx';
import { usePageContext } from '../../runtime/page-context.tsx';
import { ResponsiveImage } from '../../ui/responsive-image.tsx';
import type { SiteSelectionTeaserBlock, TeaserSite } from './site-selection-teaser.schema.ts';
import { siteDetailHref, teaserSites } from './teaser-sites.ts';

/**
 * Up to four dealer sites, each a card whose name links to its detail page under the dictionary's
 * site-detail path. Plain props and no island: a later search-index source can feed it the same.
 */
export function SiteSelectionTeaser({ block }: { block: SiteSelectionTeaserBlock }) {
  const { dictionary } = usePageContext();
  const { Title, TitleTag: Heading, Sites } = block.fields;
  const CardHeading = Heading === 'h2' ? 'h3' : 'h4';
  return (
    <section className="site-teaser" aria-labelledby={`${block.id}-title`}>
      <Heading className="site-teaser__title" id={`${block.id}-title`}>
        <Editable field="Title">{Title}</Editable>
      </Heading>
      <ul className="site-teaser__list">
        {teaserSites(Sites).map((site) => (
          <SiteCard
            key={site.Slug}
            site={site}
            href={siteDetailHref(dictionary.pathToSiteDetail, site.Slug)}
            Heading={CardHeading}
          />
        ))}
      </ul>
    </section>
  );
}

function SiteCard({
  site,
  href,
  Heading,
}: {
  site: TeaserSite;
  href: string;
  Heading: 'h3' | 'h4';
}) {
  return (
    <li className="site-teaser__card">
      {site.Image ? (
        <ResponsiveImage
          className="site-teaser__image"
          src={site.Image.src}
          alt={site.Image.alt}
          width={640}
          height={360}
          sizes="(min-width: 1024px) 18rem, (min-width: 640px) 50vw, 100vw"
        />
      ) : null}
      <div className="site-teaser__body">
        {/* The name's link covers the card (::after), so the whole card is one target and one tab stop. */}
        <Heading className="site-teaser__name">
          <a className="site-teaser__link" href={href}>
            {site.Name}
          </a>
        </Heading>
        {site.City ? <p className="site-teaser__city">{site.City}</p> : null}
        {site.Address ? <p className="site-teaser__meta">{site.Address}</p> : null}
        {site.Phone ? <p className="site-teaser__meta">{site.Phone}</p> : null}
      </div>
    </li>
  );
}
