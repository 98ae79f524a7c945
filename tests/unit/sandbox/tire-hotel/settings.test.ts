import { describe, expect, it } from 'vitest';
import { tireHotelSettings } from '#src/sandbox/tire-hotel/settings.ts';

describe('the tire hotel sandbox settings', () => {
  it('is production with 5-minute codes when nothing is said', () => {
    expect(tireHotelSettings({})).toEqual({ development: false, codeLifetimeSeconds: 300 });
    expect(tireHotelSettings({ ENVIRONMENT: ' ', TIRE_HOTEL_CODE_SECONDS: '' })).toEqual({
      development: false,
      codeLifetimeSeconds: 300,
    });
  });

  it('opens the test controls in development and takes a shorter code lifetime', () => {
    expect(
      tireHotelSettings({ ENVIRONMENT: 'development', TIRE_HOTEL_CODE_SECONDS: '30' }),
    ).toEqual({ development: true, codeLifetimeSeconds: 30 });
  });

  it('refuses an unknown environment and a lifetime out of range', () => {
    expect(() => tireHotelSettings({ ENVIRONMENT: 'staging' })).toThrow();
    expect(() => tireHotelSettings({ TIRE_HOTEL_CODE_SECONDS: '0' })).toThrow();
    expect(() => tireHotelSettings({ TIRE_HOTEL_CODE_SECONDS: 'five' })).toThrow();
  });
});
