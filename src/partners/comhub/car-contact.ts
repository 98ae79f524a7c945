import { z } from 'zod';
import {
  carContactFormName,
  contactLimits,
  emailPattern,
  phonePattern,
} from '#client/contact/contact-rules.ts';
import { brandSitesSearch, sampleCarSellers } from '#client/contact/seller-choices.ts';
import { type SearchScope, searchAnswer, searchScopeOf } from '../../search/cached-search.ts';
import type { CarDocument } from '#client/contracts/car-document.ts';
import type { SiteDocument } from '#client/contracts/site-document.ts';
import { findStockCar } from '../../search/stock-car.ts';
import type { ComhubSubmission } from './contract.ts';
import { ApiError, type ApiIssue } from '../../api/api-error.ts';
import { checkValues, type FormHandling, postValues } from './form-handling.ts';

/**
 * The values the detail page's contact form sends (spec 3 "Contact form values", 5). The rules are
 * the island's (client/contact/contact-rules.ts), checked again here: the browser's word is not enough.
 */
export const carContactValuesSchema = z.strictObject({
  car: z
    .string()
    .trim()
    .regex(/^\d{1,20}$/, 'a car id is digits'),
  name: z.string().trim().min(1, 'a name is required').max(contactLimits.name),
  phone: z.string().trim().regex(phonePattern, 'an optional + then 6 to 20 digits or spaces'),
  email: z.string().trim().max(contactLimits.email).regex(emailPattern, 'an email address'),
  message: z.string().trim().max(contactLimits.message).default(''),
  quote: z.boolean().default(false),
  testDrive: z.boolean().default(false),
  /** A sample car's chosen seller (their email); ignored for any other car. */
  seller: z.string().trim().max(contactLimits.email).optional(),
  sourcePageUrl: z.url({ protocol: /^https?$/ }),
});
export type CarContactValues = z.infer<typeof carContactValuesSchema>;

export interface Recipient {
  toName: string;
  toEmail: string;
}

export type CarContactResolution =
  | { ok: true; car: CarDocument; recipient: Recipient }
  | { ok: false; status: 422; issues: ApiIssue[] }
  | { ok: false; status: 502; error: string };

/**
 * Who receives the enquiry, decided here and never by the browser: the car's own site (its name
 * and leads address), or for a sample car the seller the visitor chose, accepted only when it is
 * one of the dealers of the car's brand that the detail page offers (sampleCarSellers).
 */
export async function resolveCarContact(
  scope: SearchScope,
  values: CarContactValues,
): Promise<CarContactResolution> {
  const found = await findStockCar(scope, values.car);
  if (!found.car) {
    return found.failed
      ? { ok: false, status: 502, error: 'The stock could not be searched; try again.' }
      : {
          ok: false,
          status: 422,
          issues: [{ path: 'values.car', message: `no car ${values.car} in this site's stock` }],
        };
  }
  const car = found.car;
  if (!car.car_is_sample)
    return {
      ok: true,
      car,
      recipient: { toName: car.car_site_name, toEmail: car.car_site_leads_email },
    };

  const chosen = values.seller?.toLowerCase();
  if (!chosen)
    return {
      ok: false,
      status: 422,
      issues: [{ path: 'values.seller', message: 'a sample car needs a chosen seller' }],
    };
  const sites = await searchAnswer(scope, brandSitesSearch(car.car_brand));
  if (sites.failed)
    return { ok: false, status: 502, error: 'The dealers could not be searched; try again.' };
  const dealers = sites.response.content as SiteDocument[];
  const seller = sampleCarSellers(car.car_brand, dealers).find(
    (s) => s.email.toLowerCase() === chosen,
  );
  if (!seller) {
    return {
      ok: false,
      status: 422,
      issues: [{ path: 'values.seller', message: `not a dealer of ${car.car_brand} on this site` }],
    };
  }
  return { ok: true, car, recipient: { toName: seller.name, toEmail: seller.email } };
}

/** The car as a person reading the lead knows it: brand, model and text, with the id and registration. */
export function carTitle(car: CarDocument): string {
  const reference = [`id ${car.car_id}`, ...(car.car_regno ? [car.car_regno] : [])].join(', ');
  return `${car.car_brand} ${car.car_model} ${car.car_model_text} (${reference})`;
}

/** The partner's payload (spec 7 "Contact form"): the visitor's values, the car, the recipient. */
export function carContactSubmission(
  formSubmissionId: string,
  values: CarContactValues,
  car: CarDocument,
  recipient: Recipient,
): ComhubSubmission {
  return {
    formName: carContactFormName,
    formSubmissionId,
    values: {
      car: carTitle(car),
      name: values.name,
      phone: values.phone,
      email: values.email,
      message: values.message,
      quote: values.quote,
      testDrive: values.testDrive,
      toName: recipient.toName,
      toEmail: recipient.toEmail,
      sourcePageUrl: values.sourcePageUrl,
    },
  };
}

/** A no-script post's page address, made absolute against the request (the JSON sends it so). */
function absoluteUrl(source: string | undefined, requestUrl: string): string | undefined {
  try {
    return source ? new URL(source, requestUrl).href : undefined;
  } catch {
    return source;
  }
}

/**
 * The car detail page's contact form (spec car-stock 7 "Contact form"): the recipient comes from
 * the stock, never from the browser. Its post carries no spam guard (it predates the lead forms').
 */
export const carContactForm: FormHandling = {
  guarded: false,
  valuesOfPost(fields, requestUrl) {
    const { seller, ...values } = postValues(fields, {
      car: 'text',
      name: 'text',
      phone: 'text',
      email: 'text',
      message: 'text',
      quote: 'box',
      testDrive: 'box',
      seller: 'filled',
    });
    return {
      ...values,
      message: values.message ?? '',
      // An empty choice is no choice: the field is left out, as the island leaves it out.
      ...(seller ? { seller: fields.get('seller') } : {}),
      sourcePageUrl: absoluteUrl(fields.get('sourcePageUrl') ?? undefined, requestUrl),
    };
  },
  async prepare(c, formSubmissionId, values) {
    const checked = checkValues(carContactValuesSchema, values);
    if (new URL(checked.sourcePageUrl).host !== new URL(c.req.url).host)
      throw new ApiError(400, 'The form is not valid.', [
        { path: 'values.sourcePageUrl', message: 'a page of this site' },
      ]);
    const resolved = await resolveCarContact(searchScopeOf(c), checked);
    if (!resolved.ok)
      throw resolved.status === 422
        ? new ApiError(400, 'The form is not valid.', resolved.issues)
        : new ApiError(502, resolved.error);
    return {
      checked,
      submission: carContactSubmission(formSubmissionId, checked, resolved.car, resolved.recipient),
    };
  },
};
