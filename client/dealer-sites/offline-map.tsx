import type { Country } from '../contracts/site-profile.ts';
import { projectCountry } from '../lib/dealer-sites/country-outlines.ts';

/** One dealer on a map. Plain data: the map island gets the same. */
export interface MapMarker {
  id: string;
  title: string;
  /** The dealer's detail page; the list links there. */
  href?: string;
  lat: number;
  lon: number;
  /** A line under the name in the list (street and city). */
  detail?: string;
}

export interface OfflineMapProps {
  country: Country;
  markers: MapMarker[];
  /** The map's accessible name ('Map'). */
  label: string;
  /** The list's heading for screen readers ('Dealerships on the map'). */
  listLabel: string;
  /** One marker (a detail page): it is named on the map and no list is needed. */
  single?: boolean;
}

/**
 * The map without any maps service (car-stock 2 "Main navigation and map", issue 9): the country's
 * outline drawn as SVG with a numbered pin at each dealer's real coordinates, and the same dealers
 * as a numbered list of links, which is what keyboard and screen-reader users use (the drawing is
 * an image). No script, no network: the default set-up shows a useful map.
 */
export function OfflineMap({
  country,
  markers,
  label,
  listLabel,
  single = false,
}: OfflineMapProps) {
  const map = projectCountry(country);
  const placed = markers.map((marker, i) => ({
    marker,
    n: i + 1,
    ...map.place(marker.lat, marker.lon),
  }));
  // Pins and labels scale with the country's drawing so they read the same on every map.
  const r = Math.max(map.width, map.height) / 55;
  const names = markers.map((m) => m.title).join(', ');
  return (
    <div className={`dealer-map${single ? ' dealer-map--single' : ''}`}>
      <svg
        className="dealer-map__drawing"
        viewBox={`0 0 ${map.width} ${map.height}`}
        width={map.width}
        height={map.height}
        role="img"
        aria-label={names ? `${label}: ${names}` : label}
        focusable="false"
      >
        <path className="dealer-map__land" d={map.outline} />
        {placed.map(({ marker, n, x, y }) => (
          <g
            key={marker.id}
            className="dealer-map__pin"
            data-marker={marker.id}
            transform={`translate(${x} ${y})`}
          >
            <circle r={r} />
            {single ? null : (
              <text
                className="dealer-map__pin-number"
                y={r * 0.38}
                fontSize={r * 1.1}
                textAnchor="middle"
              >
                {n}
              </text>
            )}
            {single ? (
              <text className="dealer-map__pin-label" x={r * 1.5} y={r * 0.4} fontSize={r * 1.4}>
                {marker.title}
              </text>
            ) : null}
          </g>
        ))}
      </svg>
      {single ? null : (
        <ol className="dealer-map__list" aria-label={listLabel}>
          {placed.map(({ marker, n }) => (
            <li key={marker.id} className="dealer-map__item" data-marker={marker.id}>
              <span className="dealer-map__number" aria-hidden="true">
                {n}
              </span>
              <span>
                {marker.href ? <a href={marker.href}>{marker.title}</a> : marker.title}
                {marker.detail ? <span className="dealer-map__detail">{marker.detail}</span> : null}
              </span>
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}
