import { z } from 'zod';
import { primaryImageSchema } from './document-images.ts';

// The dealer site of the site index (spec car-stock-dealer-sites section 3), as the search
// answer's `content` carries it.

const text = z.string().min(1);

/** A day line of an opening schedule: 'Måndag–fredag' / '09–18'. */
export const scheduleDaySchema = z.object({ day: text, displayText: text });
export const vacationDaySchema = z.object({
  vacationstart: z.iso.date(),
  vacationend: z.iso.date(),
  vacationtitle: text,
});
export const openingScheduleSchema = z.object({
  openinghours: z.array(scheduleDaySchema).min(1),
  /** Days with other hours than usual (holiday eves...): day is the ISO date. */
  deviationdays: z.array(scheduleDaySchema),
  vacationdays: z.array(vacationDaySchema),
});

export const departmentSchema = z.object({
  name: text,
  official_name: text,
  department_type: text,
  /** The group the site list shows departments under: 'Nybil', 'Begagnat', 'Verkstad'... in the site's language. */
  group: text,
  phone: text,
  email: z.email(),
  brands: z.array(z.object({ name: text, brand_code: text, email: z.email() })),
  users: z.array(
    z.object({ first_name: text, last_name: text, title: text, phone: text, email: z.email() }),
  ),
  openingschedule: openingScheduleSchema,
});
export type Department = z.infer<typeof departmentSchema>;

/** A dealer site of the site index. */
export const siteDocumentSchema = z.object({
  id: text,
  site_id: text,
  slug: z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/),
  site_official_name: text,
  site_email: z.email(),
  site_phone: text,
  site_street: text,
  site_zip: text,
  site_city: text,
  site_region: text,
  website_city: text,
  website_sort_order: z.number().int().nonnegative(),
  site_image_url: text,
  site_primary_image: primaryImageSchema,
  /** 'latitude,longitude'. */
  site_geocoord: z.string().regex(/^-?\d{1,2}\.\d+,-?\d{1,3}\.\d+$/),
  site_brands: z.array(text),
  /** company.department */
  erp_id: z.string().regex(/^\d+\.\d+$/),
  site_departments: z.array(departmentSchema).min(1),
});
export type SiteDocument = z.infer<typeof siteDocumentSchema>;

/** Every field of the site document, in the column order of the sites table. */
export const siteFields = Object.keys(siteDocumentSchema.shape) as Array<keyof SiteDocument>;
