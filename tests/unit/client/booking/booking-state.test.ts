import { describe, expect, it } from 'vitest';
import {
  bookingReducer,
  BookingStep,
  bookingSum,
  initialBookingState,
  selectedServiceOf,
} from '#client/booking/booking-state.ts';
import {
  bookingWithServices,
  goteborg,
  offering,
  slot,
  volvo,
} from '#tests/support/booking-fixtures.ts';

describe('bookingReducer', () => {
  it('moves a found car on to the services with its plate, place and region', () => {
    const state = bookingReducer(initialBookingState, {
      type: 'carFound',
      plate: 'ABC123',
      place: goteborg,
      car: volvo,
    });
    expect(state).toMatchObject({
      bookingState: BookingStep.services,
      displayState: BookingStep.services,
      plate: 'ABC123',
      car: volvo,
      lat: goteborg.latitude,
      lng: goteborg.longitude,
      region: goteborg.region,
    });
  });

  it('starts the choices afresh when the plate or the place changes', () => {
    const chosen = bookingReducer(bookingWithServices(), { type: 'slotChosen', slot });
    const otherCar = bookingReducer(chosen, {
      type: 'carFound',
      plate: 'DEF456',
      place: goteborg,
      car: { ...volvo, registrationNumber: 'DEF456', brand: 'Kia' },
    });
    expect(otherCar.services).toEqual({});
    expect(otherCar.bookingInfo.slot).toBeNull();
    expect(otherCar.bookingState).toBe(BookingStep.services);
    const otherPlace = bookingReducer(chosen, {
      type: 'carFound',
      plate: 'ABC123',
      place: { ...goteborg, name: 'Borås', latitude: 57.72 },
      car: volvo,
    });
    expect(otherPlace.services).toEqual({});
  });

  it('returns to where the visitor was when the same car and place are looked up again', () => {
    const atWorkshop = bookingReducer(bookingWithServices(), {
      type: 'servicesDone',
      skipAddons: true,
    });
    const reopened = bookingReducer(atWorkshop, { type: 'open', step: BookingStep.vehicle });
    const again = bookingReducer(reopened, {
      type: 'carFound',
      plate: 'ABC123',
      place: goteborg,
      car: volvo,
    });
    expect(again.displayState).toBe(BookingStep.workshop);
    expect(Object.keys(again.services)).toEqual(['oil', 'wheels']);
  });

  it('reopens a reached step without lowering the booking state, and no step it has not reached', () => {
    const atAddons = bookingReducer(bookingWithServices(), {
      type: 'servicesDone',
      skipAddons: false,
    });
    expect(bookingReducer(atAddons, { type: 'open', step: BookingStep.workshop })).toBe(atAddons);
    const reopened = bookingReducer(atAddons, { type: 'open', step: BookingStep.vehicle });
    expect(reopened.displayState).toBe(BookingStep.vehicle);
    expect(reopened.bookingState).toBe(BookingStep.addons);
  });

  it('keeps one offering of a pick-one group and toggles the others in and out', () => {
    const small = selectedServiceOf(offering({ code: 'small' }), 'Tvätt', 'addon');
    const large = selectedServiceOf(offering({ code: 'large' }), 'Tvätt', 'addon');
    let state = bookingReducer(bookingWithServices(), {
      type: 'toggle',
      code: 'small',
      service: small,
      pickOne: true,
    });
    state = bookingReducer(state, { type: 'toggle', code: 'large', service: large, pickOne: true });
    expect(Object.keys(state.services)).toEqual(['oil', 'wheels', 'large']);
    state = bookingReducer(state, { type: 'toggle', code: 'oil', service: small });
    expect(Object.keys(state.services)).toEqual(['wheels', 'large']);
  });

  it('deselects a service whose required message is cleared', () => {
    let state = bookingReducer(bookingWithServices(), {
      type: 'toggle',
      code: 'note',
      service: selectedServiceOf(
        offering({ code: 'note', allowUserInput: true }),
        'Övrigt',
        'service',
      ),
    });
    state = bookingReducer(state, { type: 'update', code: 'note', userInput: 'Gnisslar' });
    expect(state.services.note?.userInput).toBe('Gnisslar');
    state = bookingReducer(state, { type: 'update', code: 'note', userInput: '  ' });
    expect(state.services.note).toBeUndefined();
  });

  it('drops the chosen workshop and time when the services change', () => {
    const chosen = bookingReducer(bookingWithServices(), { type: 'slotChosen', slot });
    expect(chosen.bookingInfo.slot).toEqual(slot);
    expect(bookingReducer(chosen, { type: 'remove', code: 'oil' }).bookingInfo.slot).toBeNull();
  });

  it('skips the add-on step to the workshop when there are no add-ons', () => {
    const skipped = bookingReducer(bookingWithServices(), {
      type: 'servicesDone',
      skipAddons: true,
    });
    expect(skipped.bookingState).toBe(BookingStep.workshop);
    expect(skipped.bookingInfo.addons).toBeNull();
    const withAddons = bookingReducer(
      bookingReducer(bookingWithServices(), { type: 'servicesDone', skipAddons: false }),
      { type: 'addonsDone', addons: true },
    );
    expect(withAddons.bookingState).toBe(BookingStep.workshop);
    expect(withAddons.bookingInfo.addons).toBe(true);
  });

  it('reaches the contact details with a slot, and the confirmation with the booking id', () => {
    const chosen = bookingReducer(bookingWithServices(), { type: 'slotChosen', slot });
    expect(chosen.bookingState).toBe(BookingStep.contact);
    expect(chosen.displayState).toBe(BookingStep.workshop);
    const booked = bookingReducer(chosen, { type: 'booked', id: 'MM-1' });
    expect(booked).toMatchObject({ bookingState: BookingStep.confirmed, bookingId: 'MM-1' });
    expect(bookingReducer(booked, { type: 'open', step: BookingStep.services })).toBe(booked);
  });

  it('takes a restored booking as it was stored', () => {
    const stored = bookingWithServices();
    expect(bookingReducer(initialBookingState, { type: 'restore', state: stored })).toBe(stored);
  });
});

describe('bookingSum', () => {
  it('sums price times units, discounted prices where the agreement gives them, unknown prices as nothing', () => {
    const state = bookingWithServices();
    expect(bookingSum(state.services)).toBe(1495 + 4 * 250);
    const discounted = selectedServiceOf(offering({ priceDiscount: 1200 }), 'Service', 'service');
    const unknown = selectedServiceOf(
      offering({ priceKnown: false, price: null }),
      'Service',
      'service',
    );
    expect(bookingSum({ oil: discounted, unknown })).toBe(1200);
  });
});
