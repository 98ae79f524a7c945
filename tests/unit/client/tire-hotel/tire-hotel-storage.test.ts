import { describe, expect, it } from 'vitest';
import {
  clearStoredTireHotel,
  readStoredTireHotel,
  tireHotelStorageKey,
  tireHotelStorageVersion,
  writeStoredTireHotel,
} from '#client/tire-hotel/tire-hotel-storage.ts';
import { memoryStorage, refusingStorage } from '#tests/support/memory-storage.ts';
import { sessions } from '#tests/support/tire-hotel-session.ts';

const entry = (value: unknown) => memoryStorage({ [tireHotelStorageKey]: JSON.stringify(value) });

describe('tire hotel storage', () => {
  it('reads back the page and session it wrote, under the one tire-hotel entry', () => {
    const storage = memoryStorage();
    const stored = { page: 'confirmation' as const, session: sessions.booked };
    writeStoredTireHotel(storage, stored);
    expect([...storage.items.keys()]).toEqual(['tire-hotel']);
    expect(readStoredTireHotel(storage)).toEqual(stored);
  });

  it('never stores a token: only what the pages show', () => {
    const storage = memoryStorage();
    writeStoredTireHotel(storage, { page: 'loggedIn', session: sessions.loggedIn });
    expect(storage.getItem(tireHotelStorageKey)).not.toMatch(/token/i);
    const withToken = {
      version: tireHotelStorageVersion,
      page: 'validate',
      session: { ...sessions.codeSent, credentials: { authorizationToken: 'secret' } },
    };
    expect(JSON.stringify(readStoredTireHotel(entry(withToken)))).not.toContain('secret');
  });

  it('reads as empty an entry that is not JSON, not the shape, another page, or older', () => {
    const good = { version: tireHotelStorageVersion, page: 'login', session: sessions.found };
    const bad = [
      memoryStorage({ [tireHotelStorageKey]: '{"version":1,' }),
      entry({ ...good, version: tireHotelStorageVersion - 1 }),
      entry({ ...good, page: 'admin' }),
      entry({ ...good, session: { ...sessions.found, customer: { regNo: 'ABC123' } } }),
      entry({ ...good, session: { ...sessions.loggedIn, validated: { status: '0' } } }),
      entry(sessions.found),
      memoryStorage(),
    ];
    for (const storage of bad) expect(readStoredTireHotel(storage)).toBeNull();
    expect(readStoredTireHotel(entry(good))).toEqual({ page: 'login', session: sessions.found });
  });

  it('goes on without storage when the browser refuses it', () => {
    const refusing = refusingStorage();
    expect(readStoredTireHotel(refusing)).toBeNull();
    expect(() =>
      writeStoredTireHotel(refusing, { page: 'login', session: sessions.found }),
    ).not.toThrow();
    expect(() => clearStoredTireHotel(refusing)).not.toThrow();
  });

  it('forgets the session on clear', () => {
    const storage = memoryStorage();
    writeStoredTireHotel(storage, { page: 'loggedIn', session: sessions.loggedIn });
    clearStoredTireHotel(storage);
    expect(readStoredTireHotel(storage)).toBeNull();
  });
});
