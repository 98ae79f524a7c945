import type { WorkshopSite } from '#client/contracts/mechmate.ts';
import { dataMessage, eventStreamResponse } from './paced-stream.ts';

// What the workshop stream sends for a plate. The partner sends every workshop it has (the worker
// stops after five) and then closes; two fixture plates show how a partner's stream goes wrong.

/** Plates whose stream fails: STRERR sends garbage after one site, CUTCUT is cut mid-message. */
const streamFaults: Record<string, (sites: readonly WorkshopSite[]) => string[]> = {
  STRERR: (sites) => [...sites.slice(0, 1).map(dataMessage), 'data: not json\n\n'],
  CUTCUT: (sites) => [
    ...sites.slice(0, 2).map(dataMessage),
    // The start of the next message: no closing blank line, the line itself unfinished.
    dataMessage(sites[2] ?? { nosites: true }).slice(0, 20),
  ],
};

/** The stream's messages for the ordered workshops, paced as the partner paces them. */
export function workshopStream(
  plate: string,
  ordered: { outcome: 'sites'; sites: WorkshopSite[] } | { outcome: 'nosites' },
): Response {
  if (ordered.outcome === 'nosites') return eventStreamResponse([dataMessage({ nosites: true })]);
  const fault = streamFaults[plate];
  return eventStreamResponse(fault ? fault(ordered.sites) : ordered.sites.map(dataMessage));
}
