import type { MechmateCar, Offering, WorkshopSite } from '../contracts/mechmate.ts';

// The workshop booking flow's state (booking spec 3.1, 4.1) and every change to it, as pure
// functions: the island keeps one BookingState, persists it in session storage (booking-storage.ts)
// and changes it only through `bookingReducer`, so the rules below hold wherever a step changes it.

/** The steps, by their booking state number (spec 4.1); the page shows `Steg {n+1}/4` for 0 to 3. */
export const BookingStep = {
  vehicle: 0,
  services: 1,
  addons: 2,
  workshop: 3,
  /** The contact form, inside the workshop step once a slot is picked. */
  contact: 4,
  confirmed: 5,
} as const;
export type BookingStepNumber = (typeof BookingStep)[keyof typeof BookingStep];

/** The steps a visitor sees numbered: the total stays 4 when the add-on step is skipped. */
export const numberedSteps = 4;
export const maxBookingStateDefault = 5;

/** The place the visitor chose: typed with suggestions, or their own position. */
export interface ChosenPlace {
  name: string;
  latitude: number;
  longitude: number;
  /** The county (län) the place lies in; the position's is unknown (''). */
  region: string;
  /** The maps provider's place id when its search gave the place. */
  placeId?: string;
}

/** A selected service, keyed by its code in `services` (spec 3.1 "Selected service entry"). */
export interface SelectedService {
  name: string;
  /** Median price in SEK; null when not known. */
  price: number | null;
  priceKnown: boolean;
  priceDiscount: number | null;
  /** The category it was chosen from (its pick-one group, when the category is one). */
  category: string;
  /** Units chosen (1 for an offering without a unit price). */
  unit: number;
  type: 'service' | 'addon';
  /** The visitor's message for an offering that allows one. */
  userInput: string | null;
  unitAbbreviation: string | null;
}

/** The workshop and time the visitor picked in step 4. */
export interface ChosenSlot {
  site: WorkshopSite;
  /** YYYY-MM-DDTHH:mm:ss; a full day is 08:00. */
  timeSlot: string;
  isFullDay: boolean;
}

export interface BookingState {
  /** The highest step reached; never goes back (spec 4.1). */
  bookingState: BookingStepNumber;
  /** The step open now. */
  displayState: BookingStepNumber;
  maxBookingState: number;
  plate: string;
  car: MechmateCar | null;
  location: ChosenPlace | null;
  lat: number | null;
  lng: number | null;
  region: string;
  /** Mileage in mil for 'originalservice'; null until typed. */
  milage: number | null;
  services: Record<string, SelectedService>;
  bookingInfo: {
    /** Whether add-ons were chosen; null before the add-on step was answered or when skipped. */
    addons: boolean | null;
    /** The chosen workshop and time; null until a slot is picked. */
    slot: ChosenSlot | null;
  };
  /** The partner's booking id once confirmed. */
  bookingId: string | null;
}

export const initialBookingState: BookingState = {
  bookingState: BookingStep.vehicle,
  displayState: BookingStep.vehicle,
  maxBookingState: maxBookingStateDefault,
  plate: '',
  car: null,
  location: null,
  lat: null,
  lng: null,
  region: '',
  milage: null,
  services: {},
  bookingInfo: { addons: null, slot: null },
  bookingId: null,
};

/** What an offering becomes when selected. */
export function selectedServiceOf(
  offering: Offering,
  category: string,
  type: SelectedService['type'],
): SelectedService {
  return {
    name: offering.name,
    price: offering.price,
    priceKnown: offering.priceKnown,
    priceDiscount: offering.priceDiscount,
    category,
    unit: offering.unitPrice ? Math.max(1, offering.unitPrice.minimum) : 1,
    type,
    userInput: null,
    unitAbbreviation: offering.unitPrice?.unitAbbreviation ?? null,
  };
}

/** The price one unit costs the visitor: the agreement's discounted price when there is one. */
export function unitPriceOf(service: SelectedService): number | null {
  if (!service.priceKnown) return null;
  return service.priceDiscount ?? service.price;
}

/** Price times units over every selection with a known price (spec 9.1), in SEK. */
export function bookingSum(services: Record<string, SelectedService>): number {
  return Object.values(services).reduce(
    (sum, service) => sum + (unitPriceOf(service) ?? 0) * service.unit,
    0,
  );
}

export type BookingAction =
  /** A supported car was found for the plate and place (step 1's 'Fortsätt'). */
  | { type: 'carFound'; plate: string; place: ChosenPlace; car: MechmateCar }
  /** A collapsed step's heading was clicked. */
  | { type: 'open'; step: BookingStepNumber }
  /** Toggle a code in or out (a pick-one group's other codes in the same category go out). */
  | { type: 'toggle'; code: string; service: SelectedService; pickOne?: boolean }
  | { type: 'remove'; code: string }
  /** Change a selected service's units or message; clearing a required message deselects it. */
  | { type: 'update'; code: string; unit?: number; userInput?: string | null }
  | { type: 'mileage'; milage: number | null }
  /** Step 2 done; `skipAddons` when the add-ons answer was empty or failed (spec 4.1). */
  | { type: 'servicesDone'; skipAddons: boolean }
  | { type: 'addonsDone'; addons: boolean }
  | { type: 'slotChosen'; slot: ChosenSlot }
  /** 'Ändra verkstad eller tid': the slot is dropped, the workshop list shows again. */
  | { type: 'changeSlot' }
  | { type: 'booked'; id: string }
  | { type: 'reset' }
  /** The state session storage held, applied once after hydration (the server renders step 0). */
  | { type: 'restore'; state: BookingState };

const reach = (state: BookingState, step: BookingStepNumber): BookingState => ({
  ...state,
  bookingState: Math.max(state.bookingState, step) as BookingStepNumber,
  displayState: step,
});

/** A change of the selected services drops the chosen workshop and time (spec 4.1). */
const withServices = (
  state: BookingState,
  services: Record<string, SelectedService>,
): BookingState => ({
  ...state,
  services,
  bookingInfo: { ...state.bookingInfo, slot: null },
});

export function bookingReducer(state: BookingState, action: BookingAction): BookingState {
  switch (action.type) {
    case 'carFound': {
      const same =
        state.car !== null &&
        state.plate === action.plate &&
        state.location?.latitude === action.place.latitude &&
        state.location?.longitude === action.place.longitude;
      if (same) {
        // Nothing changed: back to where the visitor was (at most the workshop step).
        const back = Math.min(
          Math.max(state.bookingState, BookingStep.services),
          BookingStep.workshop,
        ) as BookingStepNumber;
        return { ...state, car: action.car, displayState: back };
      }
      return {
        ...initialBookingState,
        maxBookingState: state.maxBookingState,
        plate: action.plate,
        car: action.car,
        location: action.place,
        lat: action.place.latitude,
        lng: action.place.longitude,
        region: action.place.region,
        bookingState: BookingStep.services,
        displayState: BookingStep.services,
      };
    }
    case 'open':
      if (action.step > state.bookingState || state.bookingState === BookingStep.confirmed)
        return state;
      return { ...state, displayState: action.step };
    case 'toggle': {
      const services = { ...state.services };
      if (services[action.code]) delete services[action.code];
      else {
        if (action.pickOne)
          for (const [code, chosen] of Object.entries(services))
            if (chosen.category === action.service.category) delete services[code];
        services[action.code] = action.service;
      }
      return withServices(state, services);
    }
    case 'remove': {
      if (!state.services[action.code]) return state;
      const services = { ...state.services };
      delete services[action.code];
      return withServices(state, services);
    }
    case 'update': {
      const current = state.services[action.code];
      if (!current) return state;
      if (action.userInput !== undefined && !action.userInput?.trim()) {
        const services = { ...state.services };
        delete services[action.code];
        return withServices(state, services);
      }
      return {
        ...state,
        services: {
          ...state.services,
          [action.code]: {
            ...current,
            unit: action.unit ?? current.unit,
            userInput: action.userInput === undefined ? current.userInput : action.userInput,
          },
        },
      };
    }
    case 'mileage':
      return { ...state, milage: action.milage };
    case 'servicesDone':
      return action.skipAddons
        ? reach(
            { ...state, bookingInfo: { ...state.bookingInfo, addons: null } },
            BookingStep.workshop,
          )
        : reach(state, BookingStep.addons);
    case 'addonsDone':
      return reach(
        { ...state, bookingInfo: { ...state.bookingInfo, addons: action.addons } },
        BookingStep.workshop,
      );
    case 'slotChosen':
      return {
        ...reach(state, BookingStep.contact),
        displayState: BookingStep.workshop,
        bookingInfo: { ...state.bookingInfo, slot: action.slot },
      };
    case 'changeSlot':
      return { ...state, bookingInfo: { ...state.bookingInfo, slot: null } };
    case 'booked':
      return { ...reach(state, BookingStep.confirmed), bookingId: action.id };
    case 'reset':
      return initialBookingState;
    case 'restore':
      return action.state;
  }
}
