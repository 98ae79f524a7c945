import { describe, expect, it } from 'vitest';
import { carSchema, offeringsAnswerSchema, type Offering } from '#client/contracts/mechmate.ts';
import { fixtureCars, lookUpCar, serviceableCar } from '#src/sandbox/mechmate/fixture-cars.ts';
import { addonsFor, mileageServiceCode, servicesFor } from '#src/sandbox/mechmate/offerings.ts';
import { PartnerRefusal } from '#src/sandbox/mechmate/partner-refusal.ts';

const offerings = (categories: ReturnType<typeof servicesFor>): Offering[] =>
  categories.flatMap((category) => category.offerings);

function refusalOf(run: () => unknown): { status: number; message: string } {
  try {
    run();
  } catch (error) {
    if (error instanceof PartnerRefusal) return { status: error.status, message: error.message };
    throw error;
  }
  throw new Error('expected a refusal');
}

describe('the sandbox Mechmate fixtures', () => {
  it('knows each fixture car in the contract shape', () => {
    for (const [plate, car] of Object.entries(fixtureCars)) {
      expect(carSchema.parse(car)).toEqual(car);
      expect(lookUpCar(plate)).toBe(car);
    }
    expect(lookUpCar('ABC123')).toMatchObject({
      brand: 'Volvo',
      model: 'XC60',
      buildYear: 2019,
      hasServiceAgreement: true,
    });
    expect(lookUpCar('DEF456')).toMatchObject({
      brand: 'Kia',
      model: 'Ceed',
      buildYear: 2021,
      hasServiceAgreement: false,
    });
    expect(lookUpCar('BMW123')).toMatchObject({ brand: 'BMW', isSupported: false });
  });

  it('refuses ERR999 with a 400 and any other plate with a 404 naming it', () => {
    expect(refusalOf(() => lookUpCar('ERR999')).status).toBe(400);
    expect(refusalOf(() => lookUpCar('XYZ987'))).toEqual({
      status: 404,
      message: 'Vi hittar inget fordon med registreringsnummer XYZ987',
    });
  });

  it('books for supported cars only', () => {
    expect(serviceableCar('DEF456').brand).toBe('Kia');
    expect(refusalOf(() => serviceableCar('BMW123')).status).toBe(400);
  });

  it('offers services covering every case the flow draws', () => {
    const categories = servicesFor(fixtureCars.DEF456!);
    expect(offeringsAnswerSchema.parse({ serviceOfferingCategories: categories })).toBeTruthy();
    const all = offerings(categories);
    expect(
      all.some((o) => o.unitPrice?.unitAbbreviation === 'st' && o.unitPrice.maximum === 4),
    ).toBe(true);
    expect(all.some((o) => !o.priceKnown && o.price === null && o.notKnownPriceText)).toBe(true);
    expect(all.some((o) => o.allowUserInput)).toBe(true);
    expect(categories.filter((c) => c.selectionType !== null)).toHaveLength(1);
    expect(new Set(all.map((o) => o.code)).size).toBe(all.length);
  });

  it('discounts the agreement services for ABC123 only', () => {
    const discounted = offerings(servicesFor(fixtureCars.ABC123!)).filter(
      (o) => o.priceDiscount !== null,
    );
    expect(discounted.length).toBeGreaterThan(0);
    for (const offering of discounted)
      expect(offering.priceDiscount!).toBeLessThan(offering.price!);
    for (const plate of ['DEF456', 'NOADD1', 'STRERR'])
      expect(
        offerings(servicesFor(fixtureCars[plate]!)).every((o) => o.priceDiscount === null),
      ).toBe(true);
  });

  it('has the mileage service unavailable for DEF456 only', () => {
    const mileage = (plate: string) =>
      offerings(servicesFor(fixtureCars[plate]!)).find((o) => o.code === mileageServiceCode)!;
    expect(mileage('DEF456').isAvailable).toBe(false);
    expect(mileage('ABC123').isAvailable).toBe(true);
  });

  it('offers add-ons with a pick-one group, and none to NOADD1', () => {
    const addons = addonsFor(fixtureCars.ABC123!);
    expect(offeringsAnswerSchema.parse({ serviceOfferingCategories: addons })).toBeTruthy();
    expect(addons.some((category) => category.selectionType !== null)).toBe(true);
    expect(addonsFor(fixtureCars.NOADD1!)).toEqual([]);
  });
});
