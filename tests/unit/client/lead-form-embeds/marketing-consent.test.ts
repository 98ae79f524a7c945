import { describe, expect, it } from 'vitest';
import { consentCookieName, serialiseConsent } from '#client/lib/consent.ts';
import { marketingAllowed } from '#client/lead-form-embeds/marketing-consent.ts';

const cookie = (statistics: boolean, marketing: boolean) =>
  `${consentCookieName}=${serialiseConsent({ statistics, marketing })}`;

describe('marketingAllowed', () => {
  it('is true only for a consent cookie that allows marketing, wherever it sits', () => {
    expect(marketingAllowed(cookie(false, true))).toBe(true);
    expect(marketingAllowed(`a=1; ${cookie(true, true)}; b=2`)).toBe(true);
    expect(marketingAllowed(cookie(true, false))).toBe(false);
    expect(marketingAllowed('')).toBe(false);
    expect(marketingAllowed(`x${cookie(false, true)}`)).toBe(false);
  });
});
