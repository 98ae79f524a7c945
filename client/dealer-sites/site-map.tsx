import SiteMapIsland from '../islands/site-map.island.tsx';
import { siteMapPropsSchema } from '../islands/site-map.props.ts';
import { defineIsland } from '../runtime/island-slot.tsx';
import { usePageContext } from '../runtime/page-context.tsx';
import { type MapMarker, OfflineMap } from './offline-map.tsx';
import { dealerSiteTexts } from './dealer-sites.texts.ts';

const SiteMapSlot = defineIsland('site-map', SiteMapIsland, siteMapPropsSchema);

/** Spec car-stock 9: map zoom 12, default centre Stockholm. */
export const mapZoom = 12;
export const defaultMapCentre = { lat: 59.3293, lon: 18.0686 } as const;

export interface SiteMapSectionProps {
  markers: MapMarker[];
  /** The maps service key (MAPS_API_KEY); without one the offline map is all there is. */
  apiKey: string | undefined;
  single?: boolean;
}

/**
 * The dealer map: with a maps key, an island that loads the maps service once the map is in view
 * (and shows the offline map until then); without one, the offline map alone, with no script.
 */
export function SiteMapSection({ markers, apiKey, single = false }: SiteMapSectionProps) {
  const { site, language } = usePageContext();
  const t = dealerSiteTexts[language];
  const country = site.country;
  if (!apiKey)
    return (
      <OfflineMap
        country={country}
        markers={markers}
        label={t.map}
        listLabel={t.mapSites}
        single={single}
      />
    );
  const first = markers[0];
  return (
    <SiteMapSlot
      hydrate="visible"
      props={{
        apiKey,
        country,
        markers,
        center: single && first ? { lat: first.lat, lon: first.lon } : defaultMapCentre,
        zoom: mapZoom,
        single,
        texts: t,
      }}
    />
  );
}
