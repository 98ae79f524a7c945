import {
  BookingStep,
  type BookingState,
  initialBookingState,
  type SelectedService,
} from '#client/booking/booking-state.ts';

// The booking state step 4's tests start from (the unit tests' renders and the browser tests'
// fixture island): a car in Stockholm with one service chosen, the earlier steps done.

/** A selected service of 1,000 kr, one unit. */
export function selectedService(name: string): SelectedService {
  return {
    name,
    price: 1000,
    priceKnown: true,
    priceDiscount: null,
    category: 'Service',
    unit: 1,
    type: 'service',
    userInput: null,
    unitAbbreviation: null,
  };
}

export const workshopStepState: BookingState = {
  ...initialBookingState,
  bookingState: BookingStep.workshop,
  displayState: BookingStep.workshop,
  plate: 'ABC123',
  location: { name: 'Stockholm', latitude: 59.3293, longitude: 18.0686, region: 'Stockholm' },
  lat: 59.3293,
  lng: 18.0686,
  region: 'Stockholm',
  services: { oil: selectedService('Oljebyte') },
};
