import type { Offering, OfferingCategory } from '../contracts/mechmate.ts';
import type { BookingState, SelectedService } from './booking-state.ts';

// What steps 2 and 3 decide about the partner's offerings (booking spec 3.1, 5.1), pure.

/** The original service asks for the car's mileage (spec 5.1 "Mileage offering 'originalservice'"). */
export function isMileageOffering(offering: Pick<Offering, 'code'>): boolean {
  return offering.code.toLowerCase() === 'originalservice';
}

/** Categories with at least one offering: an answer of empty categories offers nothing. */
export function offeredCategories(categories: readonly OfferingCategory[]): OfferingCategory[] {
  return categories.filter((category) => category.offerings.length > 0);
}

/** The selected services of one kind (step 2's services or step 3's add-ons). */
export function selectedOfType(
  services: BookingState['services'],
  type: SelectedService['type'],
): [code: string, service: SelectedService][] {
  return Object.entries(services).filter(([, service]) => service.type === type);
}

/**
 * Whether a selected offering still waits for what it needs (spec 5.1): its message when it allows
 * one ('Ange meddelande'), the mileage for the original service ('Ange miltal'). 'Fortsätt' waits.
 */
export function selectionIncomplete(
  categories: readonly OfferingCategory[],
  state: Pick<BookingState, 'services' | 'milage'>,
): boolean {
  return categories.some((category) =>
    category.offerings.some((offering) => {
      const selected = state.services[offering.code];
      if (!selected) return false;
      if (offering.allowUserInput && !selected.userInput?.trim()) return true;
      return isMileageOffering(offering) && !(state.milage !== null && state.milage > 0);
    }),
  );
}

/** The place's coordinates as the services and add-ons calls take them (spec 7.1 `?lat&lng`). */
export function placeQuery(state: Pick<BookingState, 'lat' | 'lng'>): Record<string, string> {
  return { lat: String(state.lat ?? ''), lng: String(state.lng ?? '') };
}
