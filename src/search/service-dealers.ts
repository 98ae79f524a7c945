import type { ServiceRequestDealers } from '#client/contracts/lead-forms.route.ts';
import type { SearchScope } from './cached-search.ts';

// STAND-IN (issue 21 groundwork): the service-request helper replaces this with the site index
// query (the site's dealers for cars, the one motorcycle dealer, motorcycleDealerSiteId).

/** The dealers the Norwegian service request offers, from the site index. */
export async function loadServiceRequestDealers(
  search: SearchScope,
): Promise<ServiceRequestDealers> {
  void search;
  return { car: [], motorcycle: [] };
}
