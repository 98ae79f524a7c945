import type { Context } from 'hono';
import { serviceRequestValuesSchema } from '#client/contracts/lead-forms.ts';
import { motorcycleDealerSiteId, serviceRequestFormName } from '#client/contracts/lead-rules.ts';
import type { SiteDocument } from '#client/contracts/site-document.ts';
import { localTime } from '#client/lib/dealer-sites/opening-hours.ts';
import type { SiteName } from '#client/contracts/site-profile.ts';
import type { AppEnv } from '../../app-env.ts';
import { ApiError } from '../../api/api-error.ts';
import { searchAnswer, searchScopeOf } from '../../search/cached-search.ts';
import { checkValues, type FormHandling, postValues } from './form-handling.ts';

/** The sites whose pages offer the Norwegian service request (spec 2.3; issue 21: group-no). */
const serviceRequestSites: readonly SiteName[] = ['group-no'];

const refusedDealer = (message: string) =>
  new ApiError(400, 'The form is not valid.', [{ path: 'values.site_id', message }]);

/**
 * The chosen dealer as the site index knows it: a dealer of this site's `sites` index, and for a
 * motorcycle the one motorcycle dealer (spec 2.3, 9.1). Its mailbox never comes from the browser.
 */
async function chosenDealer(
  c: Context<AppEnv>,
  siteId: string,
  typeCar: 'car' | 'motorcycle',
): Promise<SiteDocument> {
  if (typeCar === 'motorcycle' && siteId !== motorcycleDealerSiteId)
    throw refusedDealer('motorcycle requests go to the motorcycle dealer');
  const found = await searchAnswer(searchScopeOf(c), {
    index: 'sites',
    filters: [{ name: 'site_id', values: [siteId] }],
    limit: 1,
  });
  const dealer = found.response.content[0] as SiteDocument | undefined;
  if (dealer) return dealer;
  if (found.failed) throw new ApiError(502, 'The dealers could not be searched; try again.');
  throw refusedDealer(`no dealer ${siteId} on this site`);
}

/** Today in Norway, the first day a request may ask for. */
const osloToday = () => localTime(new Date(), 'Europe/Oslo').date;

/**
 * The Norwegian service request (booking spec 3.3): the browser sends the dealer's `site_id`; the
 * partner receives the spec's values with `siteEmail` and `siteName` from the site index.
 */
export const serviceRequestForm: FormHandling = {
  guarded: true,
  valuesOfPost: (fields) =>
    postValues(fields, {
      site_id: 'text',
      typeCar: 'text',
      services: 'list',
      regno: 'text',
      milage: 'filled',
      date: 'text',
      description: 'text',
      other: 'text',
      customerName: 'text',
      customerPhone: 'text',
      customerEmail: 'text',
      gdpr: 'box',
      newsletter: 'box',
    }),
  async prepare(c, formSubmissionId, values) {
    if (!serviceRequestSites.includes(c.get('site').name))
      throw new ApiError(400, 'The form is not valid.', [
        { path: 'formName', message: `no form ${serviceRequestFormName} on this site` },
      ]);
    const checked = checkValues(serviceRequestValuesSchema(osloToday()), values);
    const { site_id: siteId, milage, ...rest } = checked;
    const dealer = await chosenDealer(c, siteId, checked.typeCar);
    return {
      checked,
      submission: {
        formName: serviceRequestFormName,
        formSubmissionId,
        values: {
          siteEmail: dealer.site_email,
          siteName: dealer.site_official_name,
          ...rest,
          ...(milage === undefined ? {} : { milage }),
        },
      },
    };
  },
};
