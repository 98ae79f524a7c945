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

describe('loadConfig', () => {
  it('accepts the development bindings and defaults to development', () => {
    const config = loadConfig(base());
    expect(config.environment).toBe('development');
    expect(config.partnerOrigin).toBeUndefined();
    expect(config.productionHosts.size).toBe(0);
  });

  it('validates once per env object', () => {
    const env = base();
    expect(loadConfig(env)).toBe(loadConfig(env));
  });

  it('names a missing binding', () => {
    const env = { ...base(), DB: undefined } as unknown as Bindings;
    expect(() => loadConfig(env)).toThrow(ConfigurationError);
    expect(() => loadConfig(env)).toThrow(/DB: expected a binding with prepare, batch/);
  });

  it('refuses the sandbox in production and needs a partner origin there', () => {
    expect(() => loadConfig({ ...base(), ENVIRONMENT: 'production' })).toThrow(
      /SANDBOX: the partner sandbox must never be bound in production/,
    );
    const prod = { ...base(), SANDBOX: undefined, ENVIRONMENT: 'production' };
    expect(() => loadConfig(prod)).toThrow(/either the SANDBOX service binding or PARTNER_ORIGIN/);
    const config = loadConfig({
      ...prod,
      PARTNER_ORIGIN: 'https://partners.example',
      SITE_HOSTS: 'example.se=group-se',
    });
    expect(config.partnerOrigin).toBe('https://partners.example');
    expect(config.productionHosts.get('example.se')).toBe('group-se');
  });

  it('takes the UK finance journeys as https URLs and leaves out one not given', () => {
    expect(loadConfig(base()).ukFinanceLinks).toEqual({});
    const config = loadConfig({
      ...base(),
      UK_FINANCE_RESERVE_URL: ' https://finance.example/reserve ',
    });
    expect(config.ukFinanceLinks).toEqual({ reserve: 'https://finance.example/reserve' });
    expect(() =>
      loadConfig({ ...base(), UK_FINANCE_PART_EXCHANGE_URL: 'http://finance.example/px' }),
    ).toThrow(/UK_FINANCE_PART_EXCHANGE_URL/);
  });

  it('refuses a partner origin that is not https', () => {
    expect(() => loadConfig({ ...base(), PARTNER_ORIGIN: 'http://partners.example' })).toThrow(
      ConfigurationError,
    );
  });
});
