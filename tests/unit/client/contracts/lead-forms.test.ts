import { describe, expect, it } from 'vitest';
import {
  type SellCarValues,
  type ServiceRequestValues,
  sellCarValuesSchema,
  serviceRequestValuesSchema,
} from '#client/contracts/lead-forms.ts';
import {
  carServiceTypes,
  motorcycleServiceTypes,
  withoutControlCharacters,
} from '#client/contracts/lead-rules.ts';

const sellCar: SellCarValues = {
  regno: 'ABC123',
  milage: 12000,
  customerName: 'Anna Andersson',
  customerPhone: '+46 70 123 45 67',
  customerEmail: 'anna@example.se',
  option: 'trade-in',
  other: '',
};

const today = '2026-11-24';
const serviceRequest: ServiceRequestValues = {
  site_id: 'no-oslo-1',
  typeCar: 'car',
  services: ['Service', 'Hjulskift'],
  regno: 'EL12345',
  milage: 0,
  date: today,
  description: 'Bytte til vinterhjul',
  other: '',
  customerName: 'Ola Nordmann',
  customerPhone: '912 34 567',
  customerEmail: 'ola@example.no',
  gdpr: true,
  newsletter: false,
};

const issuePaths = (result: { success: boolean; error?: { issues: { path: PropertyKey[] }[] } }) =>
  result.success ? [] : result.error!.issues.map((issue) => issue.path.join('.'));

describe('the sell-car values (spec 3.2, 5.2)', () => {
  it('takes a complete form, trimmed', () => {
    const parsed = sellCarValuesSchema.parse({ ...sellCar, customerName: '  Anna Andersson ' });
    expect(parsed.customerName).toBe('Anna Andersson');
    expect(parsed.option).toBe('trade-in');
  });

  it('refuses a missing name, a bad phone, a bad email, a negative mileage and an unknown option', () => {
    const result = sellCarValuesSchema.safeParse({
      ...sellCar,
      customerName: ' ',
      customerPhone: '12',
      customerEmail: 'anna@',
      milage: -1,
      option: 'lease',
    });
    expect(issuePaths(result).sort()).toEqual([
      'customerEmail',
      'customerName',
      'customerPhone',
      'milage',
      'option',
    ]);
  });

  it('drops a recipient or any other field the browser adds', () => {
    const parsed = sellCarValuesSchema.parse({ ...sellCar, siteEmail: 'thief@example.com' });
    expect(parsed).not.toHaveProperty('siteEmail');
  });

  it('strips control characters and bounds the free text', () => {
    const parsed = sellCarValuesSchema.parse({
      ...sellCar,
      customerName: 'Anna\u0000\u001b[31m Andersson',
      other: 'rad ett\nrad två\u0007',
    });
    expect(parsed.customerName).toBe('Anna  [31m Andersson');
    expect(parsed.other).toBe('rad ett\nrad två');
    expect(sellCarValuesSchema.safeParse({ ...sellCar, other: 'x'.repeat(2001) }).success).toBe(
      false,
    );
  });
});

describe('the Norwegian service request values (spec 3.3, 5.3)', () => {
  const schema = serviceRequestValuesSchema(today);

  it('takes a complete request for today, and the newsletter left unticked', () => {
    expect(schema.parse(serviceRequest).newsletter).toBe(false);
  });

  it('refuses a date before today, a missing dealer and a missing consent', () => {
    const result = schema.safeParse({
      ...serviceRequest,
      date: '2026-11-23',
      site_id: '',
      gdpr: false,
    });
    expect(issuePaths(result).sort()).toEqual(['date', 'gdpr', 'site_id']);
  });

  it("takes only the vehicle type's own service names", () => {
    expect(schema.safeParse({ ...serviceRequest, services: ['Bestille service'] }).success).toBe(
      false,
    );
    const motorcycle = { ...serviceRequest, typeCar: 'motorcycle', services: ['Bestile deler'] };
    expect(schema.safeParse(motorcycle).success).toBe(true);
  });

  it('drops the recipient fields the worker sets itself', () => {
    const parsed = schema.parse({ ...serviceRequest, siteEmail: 'x@example.com', siteName: 'X' });
    expect(parsed).not.toHaveProperty('siteEmail');
    expect(parsed).not.toHaveProperty('siteName');
  });
});

describe('the service types (spec 3.3)', () => {
  it('numbers the car types 1 to 11 and the motorcycle types 0 to 2', () => {
    expect(carServiceTypes.map((type) => type.id)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11]);
    expect(motorcycleServiceTypes.map((type) => type.id)).toEqual([0, 1, 2]);
    expect(carServiceTypes[4]!.name).toBe('Service eldre biler (5+)');
  });
});

describe('withoutControlCharacters', () => {
  it('turns a single line’s controls into spaces and keeps a multi-line text’s breaks', () => {
    expect(withoutControlCharacters('a\tb\nc')).toBe('a b c');
    expect(withoutControlCharacters('a\tb\r\nc\u007f', true)).toBe('a\tb\r\nc');
  });
});
