import { useEffect, useRef, useState } from 'react';
import { OfflineMap } from '../dealer-sites/offline-map.tsx';
import { loadMaps } from '../lib/maps-service.ts';
import type { SiteMapProps } from './site-map.props.ts';

/**
 * The dealer map with a maps service (issue 9): the server's offline map shows until the service's
 * map is ready, so the page never waits on it; the script is fetched only when the map scrolls
 * into view (the island hydrates on 'visible'). A failure leaves the offline map and says the
 * spec's 'Failed to load Google Maps API'.
 */
export default function SiteMap(props: SiteMapProps) {
  const { apiKey, markers, center, zoom, texts } = props;
  const canvas = useRef<HTMLDivElement>(null);
  const [state, setState] = useState<'offline' | 'live' | 'failed'>('offline');
  useEffect(() => {
    let cancelled = false;
    loadMaps(apiKey)
      .then((maps) => {
        if (cancelled || !canvas.current) return;
        const map = new maps.Map(canvas.current, {
          center: { lat: center.lat, lng: center.lon },
          zoom,
        });
        markers.forEach((marker, i) => {
          const pin = new maps.Marker({
            position: { lat: marker.lat, lng: marker.lon },
            map,
            title: marker.title,
            ...(markers.length > 1 ? { label: String(i + 1) } : {}),
          });
          if (marker.href) pin.addListener('click', () => window.location.assign(marker.href!));
        });
        if (markers.length > 1) {
          const bounds = new maps.LatLngBounds();
          for (const marker of markers) bounds.extend({ lat: marker.lat, lng: marker.lon });
          map.fitBounds(bounds);
        }
        setState('live');
      })
      .catch((error: unknown) => {
        console.warn(texts.mapsFailed, error instanceof Error ? error.message : error);
        if (!cancelled) setState('failed');
      });
    return () => {
      cancelled = true;
    };
    // The map is built once per key; later prop changes never happen for a server-rendered island.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [apiKey]);
  return (
    <div className="dealer-map-live" data-state={state}>
      <div
        ref={canvas}
        className="dealer-map-live__canvas"
        role="region"
        aria-label={texts.map}
        hidden={state !== 'live'}
      />
      {state === 'failed' ? (
        <p className="dealer-map-live__failed" role="status">
          {texts.mapsFailed}
        </p>
      ) : null}
      {/* The offline drawing gives way to the live map; its numbered list stays for keyboard use. */}
      <div
        className={
          state === 'live'
            ? 'dealer-map-live__offline dealer-map-live__offline--list-only'
            : 'dealer-map-live__offline'
        }
      >
        <OfflineMap
          country={props.country}
          markers={markers}
          label={texts.map}
          listLabel={texts.mapSites}
          single={props.single}
        />
      </div>
    </div>
  );
}
