import { describe, expect, it } from 'vitest';
import { bookingReducer } from '#client/booking/booking-state.ts';
import {
  bookingStorageKey,
  bookingStorageVersion,
  clearStoredBooking,
  readStoredBooking,
  writeStoredBooking,
} from '#client/booking/booking-storage.ts';
import { bookingWithServices, slot } from '#tests/support/booking-fixtures.ts';
import { memoryStorage, refusingStorage } from '#tests/support/memory-storage.ts';

describe('booking storage', () => {
  it('reads back the booking it wrote, under one entry', () => {
    const storage = memoryStorage();
    const state = bookingReducer(bookingWithServices(), { type: 'slotChosen', slot });
    writeStoredBooking(storage, state);
    expect([...storage.items.keys()]).toEqual([bookingStorageKey]);
    expect(readStoredBooking(storage)).toEqual(state);
  });

  it('starts fresh from an entry that is not JSON, not a booking, or of an older version', () => {
    const state = bookingWithServices();
    const entries = [
      '{"version":1,',
      JSON.stringify({ version: bookingStorageVersion, state: { ...state, bookingState: 9 } }),
      JSON.stringify({ version: bookingStorageVersion, state: { ...state, services: [1] } }),
      JSON.stringify({ version: bookingStorageVersion - 1, state }),
      JSON.stringify(state),
    ];
    for (const entry of entries)
      expect(readStoredBooking(memoryStorage({ [bookingStorageKey]: entry }))).toBeNull();
    expect(readStoredBooking(memoryStorage())).toBeNull();
  });

  it('goes on without storage when the browser refuses it', () => {
    const refusing = refusingStorage();
    expect(readStoredBooking(refusing)).toBeNull();
    expect(() => writeStoredBooking(refusing, bookingWithServices())).not.toThrow();
    expect(() => clearStoredBooking(refusing)).not.toThrow();
  });

  it('forgets the booking for a new one', () => {
    const storage = memoryStorage();
    writeStoredBooking(storage, bookingWithServices());
    clearStoredBooking(storage);
    expect(readStoredBooking(storage)).toBeNull();
  });
});
