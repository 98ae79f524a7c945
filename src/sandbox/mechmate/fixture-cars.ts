import type { MechmateCar } from '#client/contracts/mechmate.ts';
import { PartnerRefusal } from './partner-refusal.ts';

// The cars the sandbox's Mechmate knows (the README's fixture table): each plate shows one case of
// the booking flow. Any other well-formed plate is a car the partner cannot find.

const car = (
  registrationNumber: string,
  brand: string,
  model: string,
  buildYear: number,
  extras: { hasServiceAgreement?: boolean; isSupported?: boolean } = {},
): MechmateCar => ({
  registrationNumber,
  brand,
  model,
  buildYear,
  hasServiceAgreement: extras.hasServiceAgreement ?? false,
  isSupported: extras.isSupported ?? true,
});

export const fixtureCars: Readonly<Record<string, MechmateCar>> = {
  /** The service agreement: discounted prices. */
  ABC123: car('ABC123', 'Volvo', 'XC60', 2019, { hasServiceAgreement: true }),
  /** No agreement; the mileage service is not available for the model. */
  DEF456: car('DEF456', 'Kia', 'Ceed', 2021),
  /** BMW books through its own site (the landing header's link): unsupported here. */
  BMW123: car('BMW123', 'BMW', '320d', 2018, { isSupported: false }),
  /** No add-ons: the flow skips step 3. */
  NOADD1: car('NOADD1', 'Toyota', 'Corolla', 2020),
  /** The services call fails with a 500. */
  SRVERR: car('SRVERR', 'Volkswagen', 'Golf', 2017),
  /** The workshop stream sends one site, then a line that is not JSON. */
  STRERR: car('STRERR', 'Kia', 'Niro', 2022),
  /** The workshop stream sends two sites, then the connection ends mid-message. */
  CUTCUT: car('CUTCUT', 'Škoda', 'Octavia', 2018),
};

/** The plate whose lookup the partner refuses with a 400 and a message of its own. */
export const failingLookupPlate = 'ERR999';

/** The car behind a plate (already upper-cased without spaces); the partner's refusal otherwise. */
export function lookUpCar(plate: string): MechmateCar {
  const known = fixtureCars[plate];
  if (known) return known;
  if (plate === failingLookupPlate)
    throw new PartnerRefusal(
      400,
      'Fordonsregistret svarar inte just nu, så vi kan inte hämta uppgifter om bilen. Försök igen om en stund.',
    );
  throw new PartnerRefusal(404, `Vi hittar inget fordon med registreringsnummer ${plate}`);
}

/** The car of a call that books for it: known, and of a brand the partner's workshops serve. */
export function serviceableCar(plate: string): MechmateCar {
  const car = lookUpCar(plate);
  if (!car.isSupported)
    throw new PartnerRefusal(
      400,
      `Service för ${car.brand} bokas inte här. Använd märkets egen bokning.`,
    );
  return car;
}
