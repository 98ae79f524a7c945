import { z } from 'zod';
import { dealerSiteTexts } from '../dealer-sites/dealer-sites.texts.ts';
import { textsSchema } from '../lib/texts-schema.ts';

const markerSchema = z.object({
  id: z.string(),
  title: z.string(),
  href: z.string().optional(),
  lat: z.number().min(-90).max(90),
  lon: z.number().min(-180).max(180),
  detail: z.string().optional(),
});

/** The map with a maps service (a key is configured): the offline map first, the service's map once loaded. */
export const siteMapPropsSchema = z.object({
  apiKey: z.string().min(1),
  country: z.enum(['SE', 'NO', 'GB', 'FI', 'SK']),
  markers: z.array(markerSchema),
  center: z.object({ lat: z.number(), lon: z.number() }),
  zoom: z.number().int().min(1).max(21),
  single: z.boolean(),
  texts: textsSchema(dealerSiteTexts).pick({ map: true, mapSites: true, mapsFailed: true }),
});
export type SiteMapProps = z.infer<typeof siteMapPropsSchema>;
