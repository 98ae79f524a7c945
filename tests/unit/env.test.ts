import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  ConfigurationError,
  developmentFormTokenSecret,
  developmentTireHotelSessionKey,
  loadConfig,
  type RawEnv,
} from '#src/env.ts';
import { bindingsEnv, developmentEnv as base } from '#tests/support/worker-env.ts';

/** A production deployment's env: no sandbox, the partners' origin. */
const deployed = (vars: RawEnv = {}): RawEnv => ({
  ...bindingsEnv(),
  PARTNER_ORIGIN: 'https://partners.example',
  ...vars,
});

/** The message of the ConfigurationError `env` gives. */
function refusal(env: RawEnv): string {
  try {
    loadConfig(env);
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigurationError);
    return (error as Error).message;
  }
  throw new Error('the configuration was accepted');
}

describe('loadConfig', () => {
  it('accepts the development bindings when ENVIRONMENT says development', () => {
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
    expect(refusal({ ...base(), DB: undefined })).toMatch(
      /DB: expected a binding with prepare, batch/,
    );
  });

  it('refuses the sandbox in production and needs a partner origin there', () => {
    expect(refusal({ ...base(), ENVIRONMENT: 'production' })).toMatch(
      /SANDBOX: the partner sandbox must never be bound in production/,
    );
    const prod = { ...bindingsEnv(), ENVIRONMENT: 'production' };
    expect(refusal(prod)).toMatch(/either the SANDBOX service binding or PARTNER_ORIGIN/);
    const config = loadConfig({
      ...prod,
      PARTNER_ORIGIN: 'https://partners.example',
      SITE_HOSTS: 'example.se=group-se',
    });
    expect(config.partnerOrigin).toBe('https://partners.example');
    expect(config.productionHosts.get('example.se')).toBe('group-se');
  });

  it('reads an unset or blank ENVIRONMENT as production, never as development', () => {
    for (const unset of [{}, { ENVIRONMENT: '' }, { ENVIRONMENT: '  ' }]) {
      expect(loadConfig(deployed(unset)).environment).toBe('production');
      // So the no-sandbox guard holds for a deployment that forgot the var.
      expect(refusal({ ...base(), ENVIRONMENT: undefined, ...unset })).toMatch(
        /SANDBOX: the partner sandbox must never be bound in production/,
      );
    }
  });

  it('refuses an ENVIRONMENT other than development or production', () => {
    expect(refusal(deployed({ ENVIRONMENT: 'staging' }))).toMatch(/ENVIRONMENT: /);
    expect(refusal(deployed({ ENVIRONMENT: 'Development' }))).toMatch(/ENVIRONMENT: /);
  });

  it('refuses a SITE_HOSTS pair that names no site as a configuration error', () => {
    expect(refusal(deployed({ SITE_HOSTS: 'example.se=nowhere' }))).toMatch(
      /SITE_HOSTS: .*not a host=site pair/,
    );
  });

  it('takes the UK finance journeys as https URLs and leaves out one not given', () => {
    expect(loadConfig(base()).ukFinanceLinks).toEqual({});
    const config = loadConfig({
      ...base(),
      UK_FINANCE_RESERVE_URL: ' https://finance.example/reserve ',
    });
    expect(config.ukFinanceLinks).toEqual({ reserve: 'https://finance.example/reserve' });
    expect(
      refusal({ ...base(), UK_FINANCE_PART_EXCHANGE_URL: 'http://finance.example/px' }),
    ).toMatch(/UK_FINANCE_PART_EXCHANGE_URL/);
  });

  it('sends the workshop stream heartbeat every 15 s unless SSE_HEARTBEAT_MS says otherwise', () => {
    expect(loadConfig(base()).sseHeartbeatMs).toBe(15_000);
    expect(loadConfig({ ...base(), SSE_HEARTBEAT_MS: '100' }).sseHeartbeatMs).toBe(100);
    expect(refusal({ ...base(), SSE_HEARTBEAT_MS: 'often' })).toMatch(/SSE_HEARTBEAT_MS/);
  });

  it('needs the booking keys Durable Object binding', () => {
    expect(refusal({ ...base(), BOOKING_KEYS: undefined })).toMatch(
      /BOOKING_KEYS: expected a binding with idFromName, get/,
    );
  });

  it('refuses a partner origin that is not https', () => {
    expect(() => loadConfig({ ...base(), PARTNER_ORIGIN: 'http://partners.example' })).toThrow(
      ConfigurationError,
    );
  });

  it('keeps only the bindings under config.bindings: vars and secrets are read by name', () => {
    const config = loadConfig({ ...base(), CODEWEAVER_API_KEY: 'cw-key-1234' });
    expect(Object.keys(config.bindings).sort()).toEqual(
      [
        'ASSETS',
        'BOOKING_KEYS',
        'CONTENT_KV',
        'DB',
        'LEAD_SUBMISSIONS',
        'REDIRECTS_KV',
        'SANDBOX',
        'TIRE_HOTEL_LIMITS',
      ].sort(),
    );
    expect(config.codeweaverApiKey).toBe('cw-key-1234');
  });
});

describe('the tire hotel', () => {
  const productionKey = 'p'.repeat(40);

  it('seals with the development key in development, the one wrangler.toml gives', () => {
    const config = loadConfig({
      ...base(),
      TIRE_HOTEL_SESSION_KEY: developmentTireHotelSessionKey,
    });
    expect(config.tireHotel.sessionKey).toBe(developmentTireHotelSessionKey);
    const toml = readFileSync(resolve(import.meta.dirname, '../../wrangler.toml'), 'utf8');
    expect(toml).toContain(`TIRE_HOTEL_SESSION_KEY = "${developmentTireHotelSessionKey}"`);
  });

  it('has no session key in production without one or with the development one', () => {
    expect(loadConfig(deployed()).tireHotel.sessionKey).toBeUndefined();
    const withDevelopmentKey = { TIRE_HOTEL_SESSION_KEY: developmentTireHotelSessionKey };
    expect(loadConfig(deployed(withDevelopmentKey)).tireHotel.sessionKey).toBeUndefined();
    const withOwnKey = { TIRE_HOTEL_SESSION_KEY: productionKey };
    expect(loadConfig(deployed(withOwnKey)).tireHotel.sessionKey).toBe(productionKey);
  });

  it('limits guesses and code requests by default as the README says, and takes other limits', () => {
    expect(loadConfig(base()).tireHotel).toMatchObject({
      wrongCodesPerCode: 5,
      wrongCodesPerPlateDay: 10,
      codeRequestsPerPlateHour: 3,
      codeRequestsPerAddressHour: 10,
      codeLifetimeSeconds: 300,
      idleSeconds: 1800,
    });
    const shortened = loadConfig({ ...base(), TIRE_HOTEL_IDLE_SECONDS: '2' });
    expect(shortened.tireHotel.idleSeconds).toBe(2);
    expect(refusal({ ...base(), TIRE_HOTEL_WRONG_CODES_PER_CODE: '0' })).toMatch(
      /TIRE_HOTEL_WRONG_CODES_PER_CODE/,
    );
  });
});

describe('the lead guard', () => {
  const productionSecret = 's'.repeat(40);

  it('signs with the development secret in development, the one wrangler.toml gives', () => {
    const config = loadConfig({ ...base(), FORM_TOKEN_SECRET: developmentFormTokenSecret });
    expect(config.leadGuard).toEqual({
      formTokenSecret: developmentFormTokenSecret,
      turnstile: undefined,
    });
    const toml = readFileSync(resolve(import.meta.dirname, '../../wrangler.toml'), 'utf8');
    expect(toml).toContain(`FORM_TOKEN_SECRET = "${developmentFormTokenSecret}"`);
  });

  it('has no token secret in production without one or with the development one', () => {
    expect(loadConfig(deployed()).leadGuard.formTokenSecret).toBeUndefined();
    const withDevelopmentSecret = { FORM_TOKEN_SECRET: developmentFormTokenSecret };
    expect(loadConfig(deployed(withDevelopmentSecret)).leadGuard.formTokenSecret).toBeUndefined();
    const withOwnSecret = { FORM_TOKEN_SECRET: productionSecret };
    expect(loadConfig(deployed(withOwnSecret)).leadGuard.formTokenSecret).toBe(productionSecret);
  });

  it('runs Turnstile with both of its keys, and refuses one without the other', () => {
    const keys = {
      TURNSTILE_SITE_KEY: '1x00000000000000000000AA',
      TURNSTILE_SECRET_KEY: '1x0000000000000000000000000000000AA',
    };
    expect(loadConfig({ ...base(), ...keys }).leadGuard.turnstile).toEqual({
      siteKey: keys.TURNSTILE_SITE_KEY,
      secretKey: keys.TURNSTILE_SECRET_KEY,
    });
    const alone =
      /TURNSTILE_SECRET_KEY: TURNSTILE_SITE_KEY and TURNSTILE_SECRET_KEY are set together/;
    expect(refusal({ ...base(), TURNSTILE_SITE_KEY: keys.TURNSTILE_SITE_KEY })).toMatch(alone);
    expect(refusal({ ...base(), TURNSTILE_SECRET_KEY: keys.TURNSTILE_SECRET_KEY })).toMatch(alone);
  });
});

describe('the secrets', () => {
  const adminToken = 'a'.repeat(16) + '0123456789abcdef';

  it('treat an absent or blank secret as not configured', () => {
    for (const blank of [undefined, '', '   ']) {
      const config = loadConfig({
        ...base(),
        REDIRECT_ADMIN_TOKEN: blank,
        CODEWEAVER_API_KEY: blank,
        EDITING_SECRET: blank,
      });
      expect(config.redirectAdminToken).toBeUndefined();
      expect(config.codeweaverApiKey).toBeUndefined();
      expect(config.editingSecret).toBeUndefined();
    }
  });

  it('trim a secret and keep it', () => {
    const config = loadConfig({
      ...base(),
      REDIRECT_ADMIN_TOKEN: ` ${adminToken}\n`,
      CODEWEAVER_API_KEY: ' cw-key-1234 ',
    });
    expect(config.redirectAdminToken).toBe(adminToken);
    expect(config.codeweaverApiKey).toBe('cw-key-1234');
  });

  it.each([
    ['REDIRECT_ADMIN_TOKEN', 'short-token-0123', /at least 32 characters/],
    ['REDIRECT_ADMIN_TOKEN', `${adminToken} ${adminToken}`, /printable ASCII without spaces/],
    ['EDITING_SECRET', 'too-short', /at least 32 characters/],
    ['CODEWEAVER_API_KEY', 'cw-key', /at least 8 characters/],
    ['CODEWEAVER_API_KEY', 'cw-key-1234\u00e9', /printable ASCII without spaces/],
    ['SITECORE_EDGE_API_KEY', 'edge key', /printable ASCII without spaces/],
    ['TIRE_HOTEL_SESSION_KEY', 'short-session-key', /at least 32 characters/],
    ['FORM_TOKEN_SECRET', 'short-form-secret', /at least 32 characters/],
    ['TURNSTILE_SECRET_KEY', 'short-secret', /at least 16 characters/],
  ])('refuse a %s of %j, without repeating it', (name, value, rule) => {
    const message = refusal({ ...base(), [name]: value });
    expect(message).toMatch(new RegExp(`${name}: `));
    expect(message).toMatch(rule);
    expect(message).not.toContain(value);
  });
});
