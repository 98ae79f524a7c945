import { describe, expect, it } from 'vitest';
import { serviceRequestValuesSchema } from '#client/contracts/lead-forms.ts';
import {
  leadPhonePattern,
  motorcycleDealerSiteId,
  motorcycleServiceTypes,
} from '#client/contracts/lead-rules.ts';
import {
  dealersFor,
  emptyServiceRequest,
  leadPhonePatternAttribute,
  type ServiceRequestInput,
  serviceRequestProblems,
  serviceRequestValuesOf,
} from '#client/lead-forms/service-request-rules.ts';

const today = '2026-11-25';
const dealers = {
  car: [
    { siteId: '2001', name: 'Hedin Mercedes-Benz Økern', city: 'Oslo' },
    { siteId: '2002', name: 'Hedin BMW Skøyen', city: 'Oslo' },
  ],
  motorcycle: [
    { siteId: motorcycleDealerSiteId, name: 'Hedin Motorsykkel Lillestrøm', city: 'Lillestrøm' },
  ],
};
const complete: ServiceRequestInput = {
  ...emptyServiceRequest,
  site_id: '2002',
  services: ['Service', 'Hjulskift'],
  regno: 'EL 12345',
  milage: '45000',
  date: today,
  description: 'Rar lyd fra bremsene.',
  customerName: 'Kari Nordmann',
  customerPhone: '+47 912 34 567',
  customerEmail: 'kari@example.no',
  gdpr: true,
};

describe('the service request rules', () => {
  it('finds nothing wrong with a complete request, and the worker accepts its values', () => {
    expect(serviceRequestProblems(complete, today, dealers)).toEqual([]);
    const parsed = serviceRequestValuesSchema(today).safeParse(serviceRequestValuesOf(complete));
    expect(parsed.success).toBe(true);
  });

  it('names every required field of an empty form, in the order of the form', () => {
    expect(serviceRequestProblems(emptyServiceRequest, today, dealers)).toEqual([
      'site_id',
      'regno',
      'date',
      'customerName',
      'customerPhone',
      'customerEmail',
      'gdpr',
    ]);
  });

  it('refuses a desired date before today, and one that is no date', () => {
    expect(serviceRequestProblems({ ...complete, date: '2026-11-24' }, today, dealers)).toEqual([
      'date',
    ]);
    expect(serviceRequestProblems({ ...complete, date: '2026-13-45' }, today, dealers)).toEqual([
      'date',
    ]);
    expect(serviceRequestProblems({ ...complete, date: '2027-01-02' }, today, dealers)).toEqual([]);
  });

  it('takes a mileage from 0 as a whole number, and none at all', () => {
    for (const milage of ['', '0', '120000'])
      expect(serviceRequestProblems({ ...complete, milage }, today, dealers)).toEqual([]);
    for (const milage of ['-1', '1.5', 'mange'])
      expect(serviceRequestProblems({ ...complete, milage }, today, dealers), milage).toEqual([
        'milage',
      ]);
  });

  it('checks phone and email by the lead patterns', () => {
    expect(
      serviceRequestProblems(
        { ...complete, customerPhone: '12 34', customerEmail: 'kari@' },
        today,
        dealers,
      ),
    ).toEqual(['customerPhone', 'customerEmail']);
    expect(new RegExp(`^(?:${leadPhonePatternAttribute})$`).source).toBe(
      `^(?:${leadPhonePattern.source.slice(1, -1)})$`,
    );
  });

  it('never requires the newsletter box', () => {
    expect(serviceRequestProblems({ ...complete, newsletter: false }, today, dealers)).toEqual([]);
    expect(serviceRequestValuesOf({ ...complete, newsletter: false }).newsletter).toBe(false);
  });

  it('offers the motorcycle dealer alone for a motorcycle, and refuses a car dealer for one', () => {
    expect(dealersFor('motorcycle', dealers).map((dealer) => dealer.siteId)).toEqual([
      motorcycleDealerSiteId,
    ]);
    expect(dealersFor('car', dealers)).toBe(dealers.car);
    const motorcycle = { ...complete, typeCar: 'motorcycle' as const, services: [] };
    expect(serviceRequestProblems(motorcycle, today, dealers)).toEqual(['site_id']);
    expect(
      serviceRequestProblems({ ...motorcycle, site_id: motorcycleDealerSiteId }, today, dealers),
    ).toEqual([]);
  });

  it("sends only the chosen vehicle's service types, the mileage as a number", () => {
    const values = serviceRequestValuesOf({
      ...complete,
      typeCar: 'motorcycle',
      site_id: motorcycleDealerSiteId,
      services: ['Service', motorcycleServiceTypes[1]!.name],
    });
    expect(values.services).toEqual(['Bestile deler']);
    expect(values.milage).toBe(45000);
    expect(serviceRequestValuesOf({ ...complete, milage: '' })).not.toHaveProperty('milage');
  });
});
