import { SiteMapSection } from '../../dealer-sites/site-map.tsx';
import { siteDetailPath } from '../../lib/dealer-sites/site-paths.ts';
import SiteListIsland from '../../islands/site-list.island.tsx';
import { siteListPropsSchema } from '../../islands/site-list.props.ts';
import { Editable } from '../../ui/editable.tsx';
import { defineIsland } from '../../runtime/island-slot.tsx';
import { usePageContext } from '../../runtime/page-context.tsx';
import type { SiteListBlock, SiteListData } from './site-list.schema.ts';
import { dealerSiteTexts } from '../../dealer-sites/dealer-sites.texts.ts';

const SiteListSlot = defineIsland('site-list', SiteListIsland, siteListPropsSchema);

/**
 * The dealer site list: the first page as the URL asks for it, rendered on the server inside the
 * list island (which takes over filtering once visible), then the map of every dealer.
 */
export function SiteList({ block, data }: { block: SiteListBlock; data: SiteListData }) {
  const { dictionary, language } = usePageContext();
  const t = dealerSiteTexts[language];
  const { Title, TitleTag, ShowMap } = block.fields;
  const Heading = TitleTag;
  return (
    <section className="site-list" aria-labelledby={`${block.id}-title`}>
      <Heading
        className={Title ? 'site-list__title' : 'site-list__title visually-hidden'}
        id={`${block.id}-title`}
      >
        {Title ? <Editable field="Title">{Title}</Editable> : t.sitesHeading}
      </Heading>
      <SiteListSlot
        hydrate="visible"
        props={{
          listPath: data.listPath,
          detailPath: dictionary.pathToSiteDetail,
          keyphrase: data.keyphrase,
          selected: data.selected,
          sites: data.sites,
          facets: data.facets,
          total: data.total,
          failed: data.failed,
          headingLevel: TitleTag === 'h1' ? 2 : 3,
          texts: t,
          dictionary,
        }}
      />
      {ShowMap && data.markers.length > 0 ? (
        <section className="site-list__map" aria-labelledby={`${block.id}-map`}>
          <h2 id={`${block.id}-map`}>{t.map}</h2>
          <SiteMapSection
            markers={data.markers.map(({ slug, ...marker }) => ({
              ...marker,
              href: siteDetailPath(dictionary.pathToSiteDetail, slug),
            }))}
            apiKey={data.mapsApiKey}
          />
        </section>
      ) : null}
    </section>
  );
}
