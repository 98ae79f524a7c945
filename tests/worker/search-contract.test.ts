import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type SearchIndex,
  type SearchResponse,
  searchRequestSchema,
  searchResponseSchema,
  totalItemsCap,
} from '#client/contracts/search.ts';
import { tables } from '#src/search/d1/tables.ts';
import { normaliseSearch } from '#src/search/normalise.ts';
import type { SiteName } from '#client/contracts/site-profile.ts';
import { sites } from '#src/sites/catalogue.ts';
import type { SiteUnderTest } from '../support/site-under-test.ts';
import { type ContractCase, contractCases, type Pick } from './search-contract-table.ts';
import {
  type Backend,
  copyCar,
  documentsOf,
  postSearch,
  startSearchSite,
} from './search-harness.ts';
import { type Doc, oracle } from './search-oracle.ts';

/** Clones rows of store-sk's car index until it holds more than the 10,000 the answer counts. */
async function overfill(site: SiteUnderTest): Promise<void> {
  const db = await site.db();
  await copyCar(db, sites['store-sk'].indexes.cars, 10_100, 'x');
  await db.prepare("INSERT INTO cars_fts(cars_fts) VALUES('rebuild')").run();
}

const collator = new Intl.Collator('en', { numeric: true, sensitivity: 'base' });

function checkOrder(values: Array<{ text: string; count: number }>, order: string): void {
  for (let i = 1; i < values.length; i++) {
    const [a, b] = [values[i - 1]!, values[i]!];
    const byText = collator.compare(a.text, b.text);
    if (order === 'count_desc')
      expect(
        a.count > b.count || (a.count === b.count && byText <= 0),
        `${a.text} before ${b.text}`,
      ).toBe(true);
    if (order === 'count_asc')
      expect(
        a.count < b.count || (a.count === b.count && byText <= 0),
        `${a.text} before ${b.text}`,
      ).toBe(true);
    if (order === 'value_asc') expect(byText, `${a.text} before ${b.text}`).toBeLessThanOrEqual(0);
    if (order === 'value_desc')
      expect(byText, `${a.text} before ${b.text}`).toBeGreaterThanOrEqual(0);
  }
}

describe.each<Backend>(['d1', 'upstream'])(
  'the search contract against the %s backend',
  (backend) => {
    let site: SiteUnderTest;
    const docs = new Map<string, Promise<Doc[]>>();
    const documents = (name: SiteName, index: SearchIndex) => {
      const key = `${name}/${index}`;
      if (!docs.has(key))
        docs.set(
          key,
          site.db().then((db) => documentsOf(db, index, sites[name].indexes[index])),
        );
      return docs.get(key)!;
    };

    beforeAll(async () => {
      site = await startSearchSite(backend);
      await overfill(site);
    }, 120_000);
    afterAll(() => site?.dispose());

    async function run(row: ContractCase): Promise<void> {
      const siteName = row.site ?? 'group-se';
      const index: SearchIndex = row.index ?? 'cars';
      const all = await documents(siteName, index);
      const spec = tables[index];
      const pick: Pick = {
        docs: all,
        common(field, among = all) {
          const counts = new Map<unknown, number>();
          for (const doc of among) counts.set(doc[field], (counts.get(doc[field]) ?? 0) + 1);
          return [...counts.entries()].sort(
            (a, b) => b[1] - a[1] || String(a[0]).localeCompare(String(b[0])),
          )[0]![0] as string;
        },
        someId: () => String(all[Math.floor(all.length / 2)]![spec.idColumn]),
      };
      const request = typeof row.request === 'function' ? row.request(pick) : row.request;
      const res = await postSearch(site, `${siteName}.localhost`, request);
      const body = (await res.json()) as SearchResponse & {
        error?: string;
        issues?: Array<{ path: string; message: string }>;
      };

      if (row.refused) {
        expect(res.status, JSON.stringify(body)).toBe(row.refused.status);
        expect(
          [
            body.error,
            ...(body.issues ?? []).map(({ path, message }) => `${path || 'body'}: ${message}`),
          ].some((line) => line !== undefined && row.refused!.message.test(line)),
          JSON.stringify(body),
        ).toBe(true);
        return;
      }
      expect(res.status, JSON.stringify(body)).toBe(200);
      expect(res.headers.get('x-search-cache')).toMatch(/^(HIT|MISS)$/);
      const answer = searchResponseSchema.parse(body);
      const parsed = searchRequestSchema.parse(request);
      const search = normaliseSearch(siteName, parsed);
      const expected = oracle(index, spec.idColumn, all, search, spec.defaultSort);
      const ids = (list: Doc[]) => list.map((doc) => String(doc[spec.idColumn]));

      expect(answer.limit).toBe(parsed.limit);
      expect(answer.offset).toBe(parsed.offset);
      expect(answer.total_items).toBe(expected.total);
      const pageSize = Math.max(
        0,
        Math.min(parsed.limit, expected.matching.length - parsed.offset),
      );
      if (expected.ordered) {
        expect(ids(answer.content)).toEqual(
          ids(expected.ordered.slice(parsed.offset, parsed.offset + parsed.limit)),
        );
      } else {
        expect(answer.content).toHaveLength(pageSize);
        const matching = new Set(ids(expected.matching));
        for (const id of ids(answer.content)) expect(matching.has(id), id).toBe(true);
      }
      if (parsed.fields)
        for (const doc of answer.content)
          expect(Object.keys(doc).sort()).toEqual([...parsed.fields].sort());
      else
        for (const doc of answer.content)
          expect(Object.keys(doc).sort()).toEqual([...spec.documentColumns].sort());

      expect(answer.facet.map((f) => f.name)).toEqual(parsed.facets.map((f) => f.name));
      for (const [i, facet] of answer.facet.entries()) {
        const wanted = search.facets[i]!;
        const reference = expected.facets.get(facet.name)!;
        if (reference.type === 'histogram') {
          expect(facet.type).toBe('histogram');
          expect(facet.min).toBe(reference.min);
          expect(facet.max).toBe(reference.max);
          expect(facet.values.map((v) => v.count)).toEqual(reference.buckets);
          continue;
        }
        expect(facet.type).toBe('value');
        const selected = new Set(
          wanted.filters.filter((f) => f.name === wanted.name).flatMap((f) => f.values.map(String)),
        );
        const counts = new Map(
          facet.values.filter((v) => v.count > 0).map((v) => [v.text, v.count]),
        );
        expect(counts).toEqual(reference.counts);
        checkOrder(facet.values, wanted.sort_order);
        for (const value of facet.values) {
          expect(value.selected === true, value.text).toBe(selected.has(value.text));
          if (!value.selected) expect(value.children, value.text).toBeUndefined();
          if (value.selected && wanted.child_name) {
            const childCounts = new Map(
              (value.children ?? []).filter((c) => c.count > 0).map((c) => [c.text, c.count]),
            );
            expect(childCounts).toEqual(reference.children.get(value.text));
          }
        }
      }

      switch (row.also) {
        case 'over-cap':
          expect(expected.matching.length).toBeGreaterThan(totalItemsCap);
          expect(answer.total_items).toBe(totalItemsCap);
          break;
        case 'empty-content':
          expect(answer.content).toEqual([]);
          break;
        case 'one-document':
          expect(answer.total_items).toBe(1);
          expect(answer.content).toHaveLength(1);
          break;
        case 'not-the-excluded':
          expect(ids(answer.content)).not.toContain(pick.someId());
          expect(answer.content.length).toBeGreaterThan(0);
          break;
        case 'same-as-unranged':
          expect(answer.total_items).toBe(Math.min(totalItemsCap, all.length));
          break;
        case 'children-of-selected-only':
          expect(
            answer.facet[0]!.values.some((v) => v.selected && (v.children?.length ?? 0) > 0),
          ).toBe(true);
          break;
        case 'no-children':
          for (const v of answer.facet[0]!.values) expect(v.children).toBeUndefined();
          break;
        default:
      }
    }

    it('has at least 40 rows', () => {
      expect(contractCases.length).toBeGreaterThanOrEqual(40);
    });

    for (const row of contractCases) {
      it(row.name, () => run(row));
    }
  },
);
