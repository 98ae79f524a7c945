import { useEffect, useRef, useState } from 'react';
import type { WorkshopSite } from '../contracts/mechmate.ts';
import { fill } from '../lib/fill.ts';
import { loadMaps, type MapsApi, type MapsMap, type MapsMarker } from '../lib/maps-service.ts';
import { clusterPoints } from './map-clusters.ts';
import { worldPixel } from './map-view.ts';
import { clusterRadiusPx, type DrawnWorkshopMapProps } from './workshop-map-offline.tsx';

/** Spec 9.1: the map's zoom (the confirmation's map of one site). */
export const siteZoom = 15;
const swedenCentre = { lat: 62.0, lng: 15.0 };

export interface LiveWorkshopMapProps extends DrawnWorkshopMapProps {
  apiKey: string;
  /** Told once the service's map shows (the offline map then gives way) or failed to load. */
  onState: (state: 'live' | 'failed') => void;
}

const at = (site: WorkshopSite) => ({ lat: site.latitude, lng: site.longitude });

/**
 * Draws the workshops on the service's map as markers clustered by the same rule as the offline
 * map (clusterPoints over world pixels at the map's zoom), redrawn whenever the zoom or the sites
 * change; a cluster's marker fits the map to its workshops, a workshop's marker selects it.
 */
function drawMarkers(
  maps: MapsApi,
  map: MapsMap,
  props: Pick<LiveWorkshopMapProps, 'sites' | 'selected' | 'onSelect' | 'texts'>,
): MapsMarker[] {
  const { sites, selected, onSelect, texts } = props;
  const zoom = map.getZoom() ?? 5;
  const byId = new Map(sites.map((site) => [site.departmentId, site]));
  const points = sites.map((site) => ({
    id: site.departmentId,
    ...worldPixel(site.latitude, site.longitude, zoom),
  }));
  return clusterPoints(points, clusterRadiusPx).flatMap((cluster) => {
    const members = cluster.ids.flatMap((id) => byId.get(id) ?? []);
    const [first] = members;
    if (!first) return [];
    if (members.length === 1) {
      const marker = new maps.Marker({
        position: at(first),
        map,
        title: first.siteName,
        zIndex: first.departmentId === selected ? 10 : 1,
        ...(first.departmentId === selected ? { label: { text: '✓', color: '#fff' } } : {}),
      });
      if (onSelect) marker.addListener('click', () => onSelect(first.departmentId));
      return [marker];
    }
    const marker = new maps.Marker({
      position: at(first),
      map,
      title: fill(texts.cluster, {
        count: members.length,
        names: members.map((site) => site.siteName).join(', '),
      }),
      label: { text: String(members.length), color: '#fff', fontWeight: 'bold' },
      zIndex: 5,
    });
    marker.addListener('click', () => {
      const bounds = new maps.LatLngBounds();
      for (const site of members) bounds.extend(at(site));
      map.fitBounds(bounds, 60);
    });
    return [marker];
  });
}

/**
 * The workshop map on the maps service, loaded with the dealer maps' loader. The props are read
 * through a ref, so the markers follow the streamed sites and the selection without rebuilding
 * the map. A failure is reported (the offline map stays) with a warning.
 */
export function LiveWorkshopMap(props: LiveWorkshopMapProps) {
  const { apiKey, compact, label, onState } = props;
  const canvas = useRef<HTMLDivElement>(null);
  const latest = useRef(props);
  useEffect(() => {
    latest.current = props;
  });
  const [drawn, setDrawn] = useState<{ maps: MapsApi; map: MapsMap } | null>(null);

  useEffect(() => {
    let cancelled = false;
    loadMaps(apiKey)
      .then((maps) => {
        if (cancelled || !canvas.current) return;
        const { sites, origin } = latest.current;
        const [first] = sites;
        const map = new maps.Map(canvas.current, {
          center: first ? at(first) : swedenCentre,
          zoom: compact ? siteZoom : 5,
          clickableIcons: false,
        });
        if (!compact && sites.length > 0) {
          const bounds = new maps.LatLngBounds();
          for (const site of sites) bounds.extend(at(site));
          if (origin) bounds.extend({ lat: origin.latitude, lng: origin.longitude });
          map.fitBounds(bounds, 40);
        }
        if (origin && !compact)
          new maps.Marker({
            position: { lat: origin.latitude, lng: origin.longitude },
            map,
            title: latest.current.texts.origin,
            icon: {
              path: maps.SymbolPath.CIRCLE,
              scale: 7,
              fillColor: '#1a73e8',
              fillOpacity: 1,
              strokeColor: '#fff',
              strokeWeight: 2,
            },
          });
        setDrawn({ maps, map });
        onState('live');
      })
      .catch((error: unknown) => {
        console.warn(
          latest.current.texts.mapsFailed,
          error instanceof Error ? error.message : error,
        );
        if (!cancelled) onState('failed');
      });
    return () => {
      cancelled = true;
    };
    // The map is built once per key and kind; the markers below follow the other props.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [apiKey, compact]);

  const { sites, selected } = props;
  useEffect(() => {
    if (!drawn) return;
    let markers = drawMarkers(drawn.maps, drawn.map, latest.current);
    const redraw = () => {
      for (const marker of markers) marker.setMap(null);
      markers = drawMarkers(drawn.maps, drawn.map, latest.current);
    };
    const listener = drawn.map.addListener('zoom_changed', redraw);
    return () => {
      listener.remove();
      for (const marker of markers) marker.setMap(null);
    };
  }, [drawn, sites, selected]);

  return (
    <div
      ref={canvas}
      className={`workshop-map__live${compact ? ' workshop-map__live--compact' : ''}`}
      role="region"
      aria-label={label}
      hidden={!drawn}
    />
  );
}
