import type {
  MechmateCar,
  Offering,
  OfferingCategory,
  WorkshopSite,
} from '#client/contracts/mechmate.ts';
import {
  type BookingState,
  bookingReducer,
  type ChosenPlace,
  type ChosenSlot,
  initialBookingState,
  selectedServiceOf,
} from '#client/booking/booking-state.ts';

// Booking flow fixtures for the unit and browser tests: the sandbox's ABC123 as a shape, not its data.

export const volvo: MechmateCar = {
  registrationNumber: 'ABC123',
  brand: 'Volvo',
  model: 'XC60',
  buildYear: 2019,
  hasServiceAgreement: true,
  isSupported: true,
};

export const goteborg: ChosenPlace = {
  name: 'Göteborg',
  latitude: 57.7072,
  longitude: 11.9668,
  region: 'Västra Götalands län',
};

export function offering(overrides: Partial<Offering> = {}): Offering {
  return {
    name: 'Oljebyte',
    price: 1495,
    description: '',
    code: 'oil',
    unitPrice: null,
    isAvailable: true,
    priceKnown: true,
    notKnownPriceText: null,
    priceDiscount: null,
    allowUserInput: false,
    ...overrides,
  };
}

export function category(
  name: string,
  offerings: Offering[],
  selectionType: string | null = null,
): OfferingCategory {
  return { name, icon: '', selectionType, offerings };
}

export const site: WorkshopSite = {
  departmentId: 'gbg-1',
  siteId: 'site-gbg',
  siteName: 'Bilverkstan Göteborg',
  address: 'Verkstadsgatan 1, 412 50 Göteborg',
  latitude: 57.7,
  longitude: 11.97,
  brands: ['Volvo'],
  firstTimeSlot: '2026-12-01T08:00:00',
};

export const slot: ChosenSlot = { site, timeSlot: '2026-12-01T10:30:00', isFullDay: false };

/** A booking with a car at Göteborg, oil change (1 495 kr) and four wheels (250 kr each) chosen. */
export function bookingWithServices(): BookingState {
  let state = bookingReducer(initialBookingState, {
    type: 'carFound',
    plate: 'ABC123',
    place: goteborg,
    car: volvo,
  });
  state = bookingReducer(state, {
    type: 'toggle',
    code: 'oil',
    service: selectedServiceOf(offering(), 'Service', 'service'),
  });
  state = bookingReducer(state, {
    type: 'toggle',
    code: 'wheels',
    service: selectedServiceOf(
      offering({
        name: 'Hjulskifte',
        code: 'wheels',
        price: 250,
        unitPrice: { minimum: 1, maximum: 4, unit: 'hjul', unitAbbreviation: 'st', postfix: '/st' },
      }),
      'Däck',
      'service',
    ),
  });
  return bookingReducer(state, { type: 'update', code: 'wheels', unit: 4 });
}
