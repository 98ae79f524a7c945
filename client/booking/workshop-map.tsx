// stand-in: owned by places
import type { WorkshopSite } from '../contracts/mechmate.ts';

/** Stand-in with the agreed export until the places branch's map is merged. */
export function WorkshopMap(props: {
  sites: readonly WorkshopSite[];
  selected?: string | null;
  onSelect?: (departmentId: string) => void;
  origin?: { latitude: number; longitude: number } | null;
  mapsApiKey: string | null;
  label: string;
  compact?: boolean;
}) {
  return <div className="workshop-map" role="region" aria-label={props.label} />;
}
