import type { ServiceDealer, ServiceRequestDealers } from '#client/contracts/lead-forms.route.ts';
import { motorcycleDealerSiteId } from '#client/contracts/lead-rules.ts';
import { siteListSort } from '#client/lib/dealer-sites/site-paths.ts';
import type { SearchResponse } from '#client/contracts/search.ts';
import { type SearchScope, searchAnswer } from './cached-search.ts';

/** The fields a dealer choice shows: never a mailbox, which the worker alone reads when sending. */
const dealerFields = ['site_id', 'site_official_name', 'site_city'];

/** Spec 9.1: the workshop site search's limit, enough for every dealer of a group site. */
const dealerLimit = 100;

/** The dealers of an answer, in its order; a document without an id or a name is left out. */
export function toServiceDealers(content: SearchResponse['content']): ServiceDealer[] {
  return content.flatMap((doc) => {
    const { site_id: siteId, site_official_name: name, site_city: city } = doc;
    if (typeof siteId !== 'string' || typeof name !== 'string' || !siteId || !name) return [];
    return [{ siteId, name, city: typeof city === 'string' ? city : '' }];
  });
}

/**
 * The two dealer lists of the Norwegian service request (booking spec 2.3, 9.1): every dealer of
 * the site's index but the motorcycle dealer for a car, and that one fixed site alone for a
 * motorcycle. Sorted as the site list sorts. A failed search throws, so the block shows the
 * section error instead of a form nobody can send.
 */
export async function loadServiceRequestDealers(
  search: SearchScope,
): Promise<ServiceRequestDealers> {
  const answer = await searchAnswer(search, {
    index: 'sites',
    fields: dealerFields,
    limit: dealerLimit,
    sort_name: siteListSort,
  });
  if (answer.failed) throw new Error('the dealers of the service request could not be loaded');
  const dealers = toServiceDealers(answer.response.content);
  return {
    car: dealers.filter((dealer) => dealer.siteId !== motorcycleDealerSiteId),
    motorcycle: dealers.filter((dealer) => dealer.siteId === motorcycleDealerSiteId),
  };
}
