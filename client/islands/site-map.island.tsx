import { useEffect, useRef, useState } from 'react';
import { OfflineMap } from '../dealer-sites/offline-map.tsx';
import type { SiteMapProps } from './site-map.props.ts';

// The slice of the maps service's browser API this island uses.
interface LatLng {
  lat: number;
  lng: number;
}
interface MapsApi {
  Map: new (
    element: HTMLElement,
    options: { center: LatLng; zoom: number; mapId?: string },
  ) => { fitBounds(bounds: unknown): void };
  Marker: new (options: { position: LatLng; map: unknown; title: string; label?: string }) => {
    addListener(event: string, fn: () => void): void;
  };
  LatLngBounds: new () => { extend(point: LatLng): void };
}
declare global {
  interface Window {
    google?: { maps?: MapsApi };
    __dealerMapsReady?: () => void;
  }
}

const mapsScriptOrigin = 'https://maps.googleapis.com';
let loading: Promise<MapsApi> | null = null;

/** Loads the maps service once per page; the script carries the page's nonce (strict CSP). */
function loadMaps(apiKey: string): Promise<MapsApi> {
  if (window.google?.maps) return Promise.resolve(window.google.maps);
  loading ??= new Promise<MapsApi>((resolve, reject) => {
    const script = document.createElement('script');
    const nonce = document.querySelector<HTMLScriptElement>('script[nonce]')?.nonce;
    if (nonce) script.nonce = nonce;
    window.__dealerMapsReady = () =>
      window.google?.maps ? resolve(window.google.maps) : reject(new Error('no maps namespace'));
    script.src = `${mapsScriptOrigin}/maps/api/js?key=${encodeURIComponent(apiKey)}&callback=__dealerMapsReady&loading=async`;
    script.async = true;
    script.onerror = () => reject(new Error('maps script failed'));
    document.head.append(script);
  }).catch((error: unknown) => {
    loading = null;
    throw error;
  });
  return loading;
}

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
