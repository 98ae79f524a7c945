// The maps service's browser API (Google Maps JavaScript API), loaded once per page with the
// configured key (MAPS_API_KEY): the dealer map island and the booking flow's workshop map share
// the loader and this slice of the API's types (the parts they use, not the whole API).

import { appendPageScript } from './page-script.ts';

export interface LatLng {
  lat: number;
  lng: number;
}

export interface MapsListener {
  remove(): void;
}

export interface MapsMap {
  fitBounds(bounds: unknown, padding?: number): void;
  getZoom(): number | undefined;
  setZoom(zoom: number): void;
  setCenter(center: LatLng): void;
  addListener(event: string, fn: () => void): MapsListener;
}

export interface MapsMarker {
  addListener(event: string, fn: () => void): MapsListener;
  setMap(map: MapsMap | null): void;
}

export interface MapsApi {
  Map: new (
    element: HTMLElement,
    options: { center: LatLng; zoom: number; mapId?: string; clickableIcons?: boolean },
  ) => MapsMap;
  Marker: new (options: {
    position: LatLng;
    map: unknown;
    title: string;
    label?: string | { text: string; color?: string; fontWeight?: string };
    zIndex?: number;
    icon?: {
      path: unknown;
      scale: number;
      fillColor: string;
      fillOpacity: number;
      strokeColor: string;
      strokeWeight: number;
    };
  }) => MapsMarker;
  LatLngBounds: new () => { extend(point: LatLng): void };
  SymbolPath: { CIRCLE: unknown };
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
export function loadMaps(apiKey: string): Promise<MapsApi> {
  if (window.google?.maps) return Promise.resolve(window.google.maps);
  loading ??= new Promise<MapsApi>((resolve, reject) => {
    window.__dealerMapsReady = () =>
      window.google?.maps ? resolve(window.google.maps) : reject(new Error('no maps namespace'));
    const script = appendPageScript(
      `${mapsScriptOrigin}/maps/api/js?key=${encodeURIComponent(apiKey)}&callback=__dealerMapsReady&loading=async`,
    );
    script.onerror = () => reject(new Error('maps script failed'));
  }).catch((error: unknown) => {
    loading = null;
    throw error;
  });
  return loading;
}
