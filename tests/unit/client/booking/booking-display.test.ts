import { describe, expect, it } from 'vitest';
import { carText, directionsUrl, slotText } from '#client/booking/booking-display.ts';
import { isMileageOffering, selectionIncomplete } from '#client/booking/offerings.ts';
import { bookingReducer, selectedServiceOf } from '#client/booking/booking-state.ts';
import { plateAsTyped } from '#client/booking/step-vehicle.tsx';
import {
  bookingWithServices,
  category,
  offering,
  site,
  volvo,
} from '#tests/support/booking-fixtures.ts';

describe('what the booking flow shows', () => {
  it('upper-cases a typed plate, keeps letters and digits, at most 6', () => {
    expect(plateAsTyped('abc 12-34')).toBe('ABC123');
    expect(plateAsTyped('åäö1')).toBe('1');
  });

  it('writes a slot as its date and time, a full day as Heldag', () => {
    expect(slotText({ timeSlot: '2026-12-01T10:30:00', isFullDay: false }, 'Heldag')).toBe(
      '2026-12-01 10:30',
    );
    expect(slotText({ timeSlot: '2026-12-01T08:00:00', isFullDay: true }, 'Heldag')).toBe(
      '2026-12-01, Heldag',
    );
  });

  it('names the car with its plate', () => {
    expect(carText(volvo, 'ABC123')).toBe('Volvo XC60 2019 (ABC123)');
  });

  it('builds the directions as a maps search of the name and address at the coordinates', () => {
    expect(directionsUrl(site)).toBe(
      'https://www.google.com/maps/search/Bilverkstan%20G%C3%B6teborg%2C%20Verkstadsgatan%201%2C%20412%2050%20G%C3%B6teborg/@57.7,11.97,15z',
    );
  });

  it('holds back Fortsätt while a chosen offering waits for its message or mileage', () => {
    const note = offering({ code: 'note', allowUserInput: true });
    const original = offering({ code: 'originalservice' });
    const categories = [category('Service', [offering(), note, original])];
    expect(isMileageOffering(original)).toBe(true);
    let state = bookingWithServices();
    expect(selectionIncomplete(categories, state)).toBe(false);
    state = bookingReducer(state, {
      type: 'toggle',
      code: 'note',
      service: selectedServiceOf(note, 'Service', 'service'),
    });
    expect(selectionIncomplete(categories, state)).toBe(true);
    state = bookingReducer(state, { type: 'update', code: 'note', userInput: 'Gnisslar' });
    expect(selectionIncomplete(categories, state)).toBe(false);
    state = bookingReducer(state, {
      type: 'toggle',
      code: 'originalservice',
      service: selectedServiceOf(original, 'Service', 'service'),
    });
    expect(selectionIncomplete(categories, state)).toBe(true);
    state = bookingReducer(state, { type: 'mileage', milage: 7300 });
    expect(selectionIncomplete(categories, state)).toBe(false);
  });
});
