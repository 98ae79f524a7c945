// stand-in: owned by places
import type { WorkshopSite } from '../contracts/mechmate.ts';

/** The workshops on a map (the places helper's). */
export function WorkshopMap(props: {
  sites: readonly WorkshopSite[];
  selected?: string | null;
  onSelect?: (departmentId: string) => void;
  origin?: { latitude: number; longitude: number } | null;
  mapsApiKey: string | null;
  label: string;
  compact?: boolean;
}) {
  return <div role="img" aria-label={props.label} />;
}
