import { useState } from 'react';
import type { WorkshopSite } from '../contracts/mechmate.ts';
import { LiveWorkshopMap } from './workshop-map-live.tsx';
import { type DrawnWorkshopMapProps, OfflineWorkshopMap } from './workshop-map-offline.tsx';
import { workshopMapTexts } from './workshop-map.texts.ts';

export interface WorkshopMapProps {
  sites: readonly WorkshopSite[];
  /** A departmentId. */
  selected?: string | null;
  onSelect?: (departmentId: string) => void;
  /** The visitor's place. */
  origin?: { latitude: number; longitude: number } | null;
  mapsApiKey: string | null;
  /** The map's accessible name. */
  label: string;
  /** The confirmation's small map of its one site. */
  compact?: boolean;
}

/**
 * The workshops on a map (booking spec 2.1 step 4 and 5, 9.1): clustered markers that select a
 * workshop, the visitor's place, the selected workshop highlighted; 500 px high, or the
 * confirmation's small map of one site. Without a maps key, our offline drawing (the dealer pages'
 * map of Sweden); with one, the maps service, with the offline map shown until it is ready and
 * kept if it fails.
 */
export function WorkshopMap({
  sites,
  selected = null,
  onSelect,
  origin = null,
  mapsApiKey,
  label,
  compact = false,
}: WorkshopMapProps) {
  const texts = workshopMapTexts.sv;
  const [live, setLive] = useState<'loading' | 'live' | 'failed'>('loading');
  const drawn: DrawnWorkshopMapProps = {
    sites: compact ? sites.slice(0, 1) : sites,
    selected,
    ...(onSelect ? { onSelect } : {}),
    origin,
    label,
    compact,
    texts,
  };
  const offline = <OfflineWorkshopMap {...drawn} />;
  if (!mapsApiKey) return offline;
  return (
    <div className="workshop-map-frame" data-state={live}>
      <LiveWorkshopMap {...drawn} apiKey={mapsApiKey} onState={setLive} />
      {live === 'failed' ? (
        <p className="workshop-map__failed" role="status">
          {texts.mapsFailed}
        </p>
      ) : null}
      {live === 'live' ? null : offline}
    </div>
  );
}
