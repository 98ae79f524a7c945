import { type KeyboardEvent, useEffect, useMemo, useRef, useState } from 'react';
import type { WorkshopSite } from '../contracts/mechmate.ts';
import { fill } from '../lib/fill.ts';
import { projectCountry } from '../lib/dealer-sites/country-outlines.ts';
import { type Cluster, clusterPoints } from './map-clusters.ts';
import { fitView, type ScreenSize, toScreen, type View } from './map-view.ts';
import type { WorkshopMapTexts } from './workshop-map.texts.ts';

/** Markers whose centres are closer than this on screen merge into a count marker. */
export const clusterRadiusPx = 36;
const markerRadiusPx = 14;
// Before the map is measured (and on the server): the spec's 500 px height at a common width.
const assumedScreen: ScreenSize = { width: 640, height: 500 };
const compactScreen: ScreenSize = { width: 640, height: 240 };
// Spans in the drawing's units (100 a degree of latitude): the whole set at least 0.6 degrees,
// a cluster zoomed into at least 0.04 (about 4 km), the compact map's region 3 degrees, since the
// offline drawing has a coastline and no streets: zoom 15 would show an empty patch of land.
const allSpan = 60;
const clusterSpan = 4;
const compactSpan = 300;

/** What both drawings of the workshop map take (workshop-map.tsx hands the same to each). */
export interface DrawnWorkshopMapProps {
  sites: readonly WorkshopSite[];
  selected: string | null;
  onSelect?: (departmentId: string) => void;
  origin: { latitude: number; longitude: number } | null;
  label: string;
  compact: boolean;
  texts: WorkshopMapTexts;
}

const sweden = projectCountry('SE');

/** Activates an SVG button with Enter or Space, as a button element would. */
const onActivate = (action: () => void) => (event: KeyboardEvent) => {
  if (event.key !== 'Enter' && event.key !== ' ') return;
  event.preventDefault();
  action();
};

/**
 * The workshop map without a maps service: the dealer pages' drawing of Sweden (the shared
 * projection of client/lib/dealer-sites/country-outlines.ts) as the background, the workshops as
 * buttons named after the site, clustered by screen distance at the current view; a cluster's
 * button zooms to fit its workshops, 'Visa alla verkstäder' zooms back out. The visitor's place is
 * marked, the selected workshop stands out. No script beyond the island's, no network.
 */
export function OfflineWorkshopMap(props: DrawnWorkshopMapProps) {
  const { sites, selected, onSelect, origin, label, compact, texts } = props;
  const box = useRef<HTMLDivElement>(null);
  const [screen, setScreen] = useState(compact ? compactScreen : assumedScreen);
  const [zoomed, setZoomed] = useState<View | null>(null);

  useEffect(() => {
    const element = box.current;
    if (!element) return;
    const measure = () => {
      const { width, height } = element.getBoundingClientRect();
      if (width > 0 && height > 0) setScreen({ width, height });
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  const placed = useMemo(
    () => sites.map((site) => ({ site, ...sweden.place(site.latitude, site.longitude) })),
    [sites],
  );
  const originPoint = origin ? sweden.place(origin.latitude, origin.longitude) : null;
  const shown = originPoint ? [...placed, originPoint] : placed;
  // Nothing to show yet (the stream's first site has not come): the whole country.
  const whole = [
    { x: 0, y: 0 },
    { x: sweden.width, y: sweden.height },
  ];
  const allView = compact
    ? fitView(placed.slice(0, 1), screen, { padding: 0, minSpan: compactSpan })
    : fitView(shown.length ? shown : whole, screen, { padding: 40, minSpan: allSpan });
  const view = zoomed ?? allView;
  const onScreen = placed.map(({ site, x, y }) => ({
    id: site.departmentId,
    ...toScreen({ x, y }, view, screen),
  }));
  const clusters = compact
    ? onScreen.map((point) => ({ ids: [point.id], x: point.x, y: point.y }))
    : clusterPoints(onScreen, clusterRadiusPx);
  const byId = new Map(sites.map((site) => [site.departmentId, site]));

  const zoomInto = (cluster: Cluster) => {
    const members = placed.filter(({ site }) => cluster.ids.includes(site.departmentId));
    const closer = fitView(members, screen, { padding: 60, minSpan: clusterSpan });
    // Workshops at one address stay one marker at the closest view: choosing picks the first.
    if (zoomed && closer.width === zoomed.width && closer.x === zoomed.x && cluster.ids[0])
      onSelect?.(cluster.ids[0]);
    else setZoomed(closer);
  };

  const marker = (cluster: Cluster) => {
    const [firstId] = cluster.ids;
    const first = firstId ? byId.get(firstId) : undefined;
    if (!first) return null;
    const transform = `translate(${cluster.x} ${cluster.y})`;
    if (cluster.ids.length > 1) {
      const names = cluster.ids.map((id) => byId.get(id)?.siteName ?? id).join(', ');
      const zoom = () => zoomInto(cluster);
      return (
        <g
          key={`cluster-${cluster.ids.join('|')}`}
          className="workshop-map__cluster"
          transform={transform}
          role="button"
          tabIndex={0}
          aria-label={fill(texts.cluster, { count: cluster.ids.length, names })}
          onClick={zoom}
          onKeyDown={onActivate(zoom)}
        >
          <circle r={markerRadiusPx + 4} />
          <text y={5} textAnchor="middle">
            {cluster.ids.length}
          </text>
        </g>
      );
    }
    const isSelected = first.departmentId === selected;
    const className = `workshop-map__marker${isSelected ? ' workshop-map__marker--selected' : ''}`;
    const pin = (
      <>
        <circle r={isSelected ? markerRadiusPx + 3 : markerRadiusPx} />
        {compact ? (
          <text className="workshop-map__label" x={markerRadiusPx + 6} y={5}>
            {first.siteName}
          </text>
        ) : null}
      </>
    );
    if (!onSelect)
      return (
        <g
          key={first.departmentId}
          className={className}
          transform={transform}
          role="img"
          aria-label={first.siteName}
        >
          {pin}
        </g>
      );
    const select = () => onSelect(first.departmentId);
    return (
      <g
        key={first.departmentId}
        className={className}
        transform={transform}
        role="button"
        tabIndex={0}
        aria-label={first.siteName}
        aria-pressed={isSelected}
        data-department={first.departmentId}
        onClick={select}
        onKeyDown={onActivate(select)}
      >
        {pin}
      </g>
    );
  };

  const originOnScreen = originPoint ? toScreen(originPoint, view, screen) : null;
  const frame = `0 0 ${screen.width} ${screen.height}`;
  return (
    <div
      ref={box}
      className={`workshop-map${compact ? ' workshop-map--compact' : ''}`}
      role="group"
      aria-label={label}
    >
      <svg
        className="workshop-map__layer"
        viewBox={`${view.x} ${view.y} ${view.width} ${view.height}`}
        aria-hidden="true"
        focusable="false"
      >
        <path className="workshop-map__land" d={sweden.outline} vectorEffect="non-scaling-stroke" />
      </svg>
      <svg className="workshop-map__layer" viewBox={frame}>
        {originOnScreen && !compact ? (
          <g
            className="workshop-map__origin"
            transform={`translate(${originOnScreen.x} ${originOnScreen.y})`}
            role="img"
            aria-label={texts.origin}
          >
            <circle r={7} />
          </g>
        ) : null}
        {clusters.map(marker)}
      </svg>
      {zoomed ? (
        <button type="button" className="workshop-map__show-all" onClick={() => setZoomed(null)}>
          {texts.showAll}
        </button>
      ) : null}
    </div>
  );
}
