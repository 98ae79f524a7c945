import { describe, expect, it } from 'vitest';
import { motorcycleDealerSiteId } from '#client/contracts/lead-rules.ts';
import type { SearchResponse } from '#client/contracts/search.ts';
import type { SearchBackend } from '#src/search/backend.ts';
import type { NormalSearch } from '#src/search/normalise.ts';
import { expectConsoleError } from '../../support/fail-on-console-error.ts';
import { loadServiceRequestDealers, toServiceDealers } from '#src/search/service-dealers.ts';
import type { SearchScope } from '#src/search/cached-search.ts';
import { sites } from '#src/sites/catalogue.ts';
import type { AppConfig } from '#src/env.ts';

const documents = [
  { site_id: '2001', site_official_name: 'Hedin Mercedes-Benz Økern', site_city: 'Oslo' },
  {
    site_id: motorcycleDealerSiteId,
    site_official_name: 'Hedin Motorsykkel Lillestrøm',
    site_city: 'Lillestrøm',
  },
  { site_id: '2005', site_official_name: 'Hedin Kia Trondheim', site_city: 'Tiller' },
];

/** A scope whose backend answers with `content` (or fails) and records what it was asked. */
function scopeWith(content: SearchResponse['content'] | 'fail', site = sites['group-no']) {
  const asked: NormalSearch[] = [];
  const backend: SearchBackend = {
    name: 'd1',
    async search(search) {
      asked.push(search);
      if (content === 'fail') throw new Error('the index is down');
      const response: SearchResponse = {
        facet: [],
        content,
        total_items: content.length,
        limit: search.limit,
        offset: search.offset,
      };
      return { response };
    },
  };
  const scope: SearchScope = {
    config: {} as AppConfig,
    site,
    host: `${site.name}.localhost`,
    backend,
  };
  return { scope, asked };
}

describe('the service request dealers', () => {
  it('maps index documents to dealers with id, official name and city, and nothing else', () => {
    expect(
      toServiceDealers([
        { ...documents[0]!, site_email: 'info.oslo@hedinautomotive.no' },
        { site_official_name: 'No id' },
        { site_id: '2009', site_official_name: 'Hedin BMW Fredrikstad' },
      ]),
    ).toEqual([
      { siteId: '2001', name: 'Hedin Mercedes-Benz Økern', city: 'Oslo' },
      { siteId: '2009', name: 'Hedin BMW Fredrikstad', city: '' },
    ]);
  });

  it('asks the site index as the site list sorts, up to 100, without mailboxes', async () => {
    const { scope, asked } = scopeWith(documents, sites['group-se']);
    await loadServiceRequestDealers(scope);
    expect(asked).toHaveLength(1);
    expect(asked[0]).toMatchObject({
      index: 'sites',
      limit: 100,
      sort_name: 'website_sort_order_asc',
    });
    expect(asked[0]!.fields?.some((field) => field.includes('email'))).toBe(false);
  });

  it('lists every dealer but the motorcycle one for cars, and that one alone for motorcycles', async () => {
    const { scope } = scopeWith(documents);
    const dealers = await loadServiceRequestDealers(scope);
    expect(dealers.car.map((dealer) => dealer.siteId)).toEqual(['2001', '2005']);
    expect(dealers.motorcycle).toEqual([
      { siteId: motorcycleDealerSiteId, name: 'Hedin Motorsykkel Lillestrøm', city: 'Lillestrøm' },
    ]);
  });

  it('fails when the index does, so the block shows its section error', async () => {
    // Another site than the others' answers, which the search's memory tier keeps.
    const { scope } = scopeWith('fail', sites['store-no']);
    expectConsoleError();
    await expect(loadServiceRequestDealers(scope)).rejects.toThrow(/dealers/);
  });
});
