import { describe, expect, it } from 'vitest';
import { getSite, sites, UnknownSiteError } from '#src/sites/catalogue.ts';
import { normaliseHost, parseSiteHosts, resolveHost } from '#src/sites/resolve-host.ts';

const none = parseSiteHosts('');

describe('resolveHost', () => {
  it('picks every site by its development host, ignoring port and case', () => {
    for (const site of Object.values(sites)) {
      expect(resolveHost(`${site.devHost.toUpperCase()}:8787`, none)).toEqual({
        kind: 'site',
        site,
      });
    }
  });

  it('serves group-se on plain localhost and the loopback addresses', () => {
    for (const host of ['localhost', 'localhost:8787', '127.0.0.1:5173', '[::1]:8787']) {
      expect(resolveHost(host, none)).toMatchObject({ kind: 'site', site: { name: 'group-se' } });
    }
  });

  it('picks production hosts from configuration', () => {
    const hosts = parseSiteHosts('example.se=group-se, bilar.example.no = store-no');
    expect(resolveHost('bilar.example.no', hosts)).toMatchObject({
      kind: 'site',
      site: { name: 'store-no' },
    });
    expect(resolveHost('example.se', hosts)).toMatchObject({
      kind: 'site',
      site: { name: 'group-se' },
    });
  });

  it('resolves the www host of a site that opts in to a redirect to the bare host', () => {
    const hosts = parseSiteHosts('example.se=group-se,carstore.example=store-se');
    expect(resolveHost('www.example.se', hosts)).toMatchObject({
      kind: 'www',
      bareHost: 'example.se',
    });
    expect(resolveHost('www.group-se.localhost:8787', hosts)).toMatchObject({
      kind: 'www',
      bareHost: 'group-se.localhost',
    });
    expect(resolveHost('www.carstore.example', hosts)).toEqual({
      kind: 'unknown',
      host: 'www.carstore.example',
    });
  });

  it('reports any other host as unknown', () => {
    expect(resolveHost('evil.example', none)).toEqual({ kind: 'unknown', host: 'evil.example' });
    expect(resolveHost('group-se.localhost.evil.example', none).kind).toBe('unknown');
  });
});

describe('parseSiteHosts', () => {
  it('refuses a pair with an unknown site name or no host', () => {
    expect(() => parseSiteHosts('example.se=group-dk')).toThrow(
      'SITE_HOSTS: "example.se=group-dk"',
    );
    expect(() => parseSiteHosts('=group-se')).toThrow();
    expect(() => parseSiteHosts('a=group-se=b')).toThrow();
  });
});

describe('getSite', () => {
  it("raises 'Unknown sitecoreSiteName' for a name outside the catalogue", () => {
    expect(getSite('store-fi').currency).toBe('EUR');
    expect(() => getSite('store-dk')).toThrow(UnknownSiteError);
    expect(() => getSite('store-dk')).toThrow('Unknown sitecoreSiteName');
  });
});

describe('the catalogue', () => {
  it('gives every site its own car, vehicle and dealer-site index', () => {
    const names = Object.values(sites).flatMap((site) => Object.values(site.indexes));
    expect(new Set(names).size).toBe(names.length);
  });

  it('has a locale for every language of every site', () => {
    for (const site of Object.values(sites)) {
      for (const language of site.languages)
        expect(site.locales[language], `${site.name} ${language}`).toBeTruthy();
    }
  });
});

describe('normaliseHost', () => {
  it('strips the port and lower-cases', () => {
    expect(normaliseHost('Store-SE.Localhost:8787')).toBe('store-se.localhost');
    expect(normaliseHost('[::1]:80')).toBe('[::1]');
  });
});
