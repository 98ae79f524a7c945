import { describe, expect, it } from 'vitest';
import { ConfigurationError, loadConfig } from '#src/env.ts';
import { developmentEnv as base } from '#tests/support/worker-env.ts';

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
