import { describe, expect, it } from 'vitest';
import { type Bindings, ConfigurationError, loadConfig } from '#src/env.ts';

const kv = { get() {}, put() {} };
const binding = () => ({ fetch() {} });
const base = (): Bindings =>
  ({
    CONTENT_KV: kv,
    REDIRECTS_KV: kv,
    DB: { prepare() {}, batch() {} },
    ASSETS: binding(),
    SANDBOX: binding(),
  }) as unknown as Bindings;

describe('Sitecore Edge configuration', () => {
  it('reads content from KV when no Edge URL is set', () => {
    expect(loadConfig(base()).sitecoreEdge).toBeUndefined();
    expect(
      loadConfig({ ...base(), SITECORE_EDGE_URL: '  ', SITECORE_EDGE_API_KEY: 'key' }).sitecoreEdge,
    ).toBeUndefined();
  });

  it('reads content from Edge when the URL and the key are set', () => {
    const config = loadConfig({
      ...base(),
      SITECORE_EDGE_URL: 'https://edge.sitecorecloud.io/api/graphql/v1',
      SITECORE_EDGE_API_KEY: ' abc123 ',
    });
    expect(config.sitecoreEdge).toEqual({
      url: 'https://edge.sitecorecloud.io/api/graphql/v1',
      apiKey: 'abc123',
    });
  });

  it('refuses an Edge URL without its key, naming the missing secret but not echoing any value', () => {
    const env = { ...base(), SITECORE_EDGE_URL: 'https://edge.sitecorecloud.io/api/graphql/v1' };
    expect(() => loadConfig(env)).toThrow(ConfigurationError);
    expect(() => loadConfig(env)).toThrow(
      /SITECORE_EDGE_API_KEY: SITECORE_EDGE_URL is set but the SITECORE_EDGE_API_KEY secret is not/,
    );
  });

  it('refuses an Edge URL that is not https', () => {
    expect(() =>
      loadConfig({
        ...base(),
        SITECORE_EDGE_URL: 'http://edge.example/api/graphql/v1',
        SITECORE_EDGE_API_KEY: 'k',
      }),
    ).toThrow(/SITECORE_EDGE_URL/);
  });
});
