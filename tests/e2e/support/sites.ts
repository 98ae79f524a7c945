import { inject } from 'vitest';
import type { SiteName } from '#client/contracts/site-profile.ts';
import { sites } from '#src/sites/catalogue.ts';

export type { SiteName };

/** Every site's development host: cookies ignore ports, so one cookie per host serves both servers. */
export const siteHosts = Object.values(sites).map((site) => site.devHost);

/** An address on the site's production build under vite preview (what `npm start` serves). */
export function siteUrl(site: SiteName, path = '/'): string {
  return `http://${sites[site].devHost}:${inject('sitePort')}${path}`;
}

/** An address on the test-fixture build, which adds the `/__fixtures/...` pages. */
export function fixtureUrl(site: SiteName, path: string): string {
  return `http://${sites[site].devHost}:${inject('fixturePort')}${path}`;
}
