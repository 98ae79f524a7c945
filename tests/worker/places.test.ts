import { describe, expect, it } from 'vitest';
import { consoleErrors, expectConsoleError } from '../support/fail-on-console-error.ts';
import { type SiteUnderTest, useSite } from '../support/site-under-test.ts';

const mapsKey = 'test-maps-key-0123456789';

// The maps provider as the worker meets it: Google's Text Search, answering Göteborg for 'gote'
// when the key and field mask are sent, an empty object for 'zzz', a 500 for 'fail'. It records the
// last request body, which a test reads back through http://maps-control.test/last.
const fakeProvider = `
let last = null;
export default {
  async fetch(request) {
    const url = new URL(request.url);
    if (url.hostname === 'maps-control.test') return Response.json(last);
    if (url.href !== 'https://places.googleapis.com/v1/places:searchText') return new Response('not the fake', { status: 404 });
    if (request.headers.get('x-goog-api-key') !== ${JSON.stringify(mapsKey)})
      return Response.json({ error: { code: 403, message: 'API key not valid.' } }, { status: 403 });
    const body = await request.json();
    last = { body, fieldMask: request.headers.get('x-goog-fieldmask') };
    if (body.textQuery === 'fail') return new Response('oops', { status: 500 });
    if (body.textQuery === 'zzz') return Response.json({});
    return Response.json({ places: [{
      id: 'ChIJ-goteborg',
      displayName: { text: 'Göteborg', languageCode: 'sv' },
      location: { latitude: 57.7089, longitude: 11.9746 },
      addressComponents: [
        { longText: 'Göteborg', shortText: 'Göteborg', types: ['locality', 'political'] },
        { longText: 'Västra Götalands län', shortText: 'Västra Götalands län', types: ['administrative_area_level_1', 'political'] },
      ],
    }] });
  },
};`;

/** What the fake provider was last asked (null before any request reached it). */
async function lastAsked(site: SiteUnderTest): Promise<unknown> {
  const outside = await site.mf.getWorker('outside-world');
  return (await outside.fetch('http://maps-control.test/last')).json();
}

const url = (q: string) => `http://group-se.localhost/api/places?q=${encodeURIComponent(q)}`;

describe('GET /api/places without a maps key', () => {
  const site = useSite({ seed: false, outboundScript: fakeProvider });

  it('answers 404 in the API error shape: the place field uses its gazetteer', async () => {
    const res = await site.fetch(url('gote'));
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({
      error: expect.stringContaining('MAPS_API_KEY'),
      issues: [],
    });
    expect(await lastAsked(site)).toBeNull();
  });
});

describe('GET /api/places with a maps key', () => {
  const site = useSite({
    seed: false,
    outboundScript: fakeProvider,
    vars: { MAPS_API_KEY: mapsKey },
  });

  it("answers the provider's places with name, county, coordinates and id, cached a day", async () => {
    const res = await site.fetch(url(' gote '));
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('public, max-age=86400');
    expect(await res.json()).toEqual({
      places: [
        {
          name: 'Göteborg',
          county: 'Västra Götalands län',
          latitude: 57.7089,
          longitude: 11.9746,
          placeId: 'ChIJ-goteborg',
        },
      ],
    });
    const last = (await lastAsked(site)) as {
      body: { textQuery: string; regionCode: string; pageSize: number };
      fieldMask: string;
    };
    expect(last.body).toMatchObject({ textQuery: 'gote', regionCode: 'SE', pageSize: 8 });
    expect(last.fieldMask).toBe(
      'places.id,places.displayName,places.location,places.addressComponents',
    );
  });

  it('answers 405 naming GET to another method', async () => {
    const res = await site.fetch(url('gote'), { method: 'POST' });
    expect(res.status).toBe(405);
    expect(res.headers.get('allow')).toContain('GET');
  });

  it('answers no places when the provider finds none', async () => {
    const res = await site.fetch(url('zzz'));
    expect(await res.json()).toEqual({ places: [] });
  });

  it('answers 400 naming q for text too short or missing, and never asks the provider', async () => {
    await site.fetch(url('zzz'));
    for (const address of [url('g'), 'http://group-se.localhost/api/places', `${url('ab')}&x=1`]) {
      const res = await site.fetch(address);
      expect(res.status, address).toBe(400);
      const body = (await res.json()) as { issues: { path: string }[] };
      expect(body.issues.length, address).toBeGreaterThan(0);
    }
    const last = (await lastAsked(site)) as {
      body: { textQuery: string };
    };
    expect(last.body.textQuery).toBe('zzz');
  });

  it('answers 502 when the provider fails, and logs the failure', async () => {
    expectConsoleError();
    const res = await site.fetch(url('fail'));
    expect(res.status).toBe(502);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(consoleErrors().join('\n')).toMatch(/maps place search: answered 500/);
  });
});
