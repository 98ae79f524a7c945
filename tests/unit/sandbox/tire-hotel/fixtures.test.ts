import { describe, expect, it } from 'vitest';
import { locationSchema, vehicleSchema } from '#client/contracts/tire-hotel.ts';
import { agreements, fixtureWorkshops } from '#src/sandbox/tire-hotel/fixtures.ts';

describe('the tire hotel sandbox fixtures', () => {
  it('has an agreement for each fixture plate but NOP000, each car in the contract shape', () => {
    expect([...agreements.keys()]).toEqual(['ABC123', 'DEF456', 'GHI789', 'JKL012']);
    for (const [plate, { vehicle }] of agreements) {
      expect(vehicleSchema.parse(vehicle)).toEqual(vehicle);
      expect(vehicle).toMatchObject({ regNo: plate, brand: 'Volvo', model: 'XC60' });
      expect(vehicle.location.erpId).toBe(`TH-${plate}`);
      expect(vehicle.tires.map((tire) => tire.equipmentPosition)).toEqual(['VF', 'HF', 'VB', 'HB']);
    }
    expect(agreements.has('NOP000')).toBe(false);
  });

  it('gives ABC123 one tire at status 1 with its message, and DEF456 none above 0', () => {
    const worn = agreements
      .get('ABC123')!
      .vehicle.tires.filter((tire) => tire.wheel.threadStatusId > 0);
    expect(worn).toHaveLength(1);
    expect(worn[0]!.wheel).toMatchObject({ threadStatusId: 1 });
    expect(worn[0]!.wheel.threadStatusMessage).not.toBe('');
    const fine = agreements.get('DEF456')!.vehicle.tires;
    expect(fine.every((tire) => tire.wheel.threadStatusId === 0)).toBe(true);
  });

  it('gives each workshop a phone, an email and an address, and its own case', () => {
    for (const workshop of fixtureWorkshops.values()) {
      expect(locationSchema.parse(workshop.location)).toEqual(workshop.location);
      expect(workshop.location.phone).not.toBe('');
      expect(workshop.location.email).toMatch(/^[^@\s]+@[^@\s]+\.se$/);
      expect(workshop.address).not.toBe('');
    }
    const workshop = (erpId: string) => fixtureWorkshops.get(erpId)!;
    expect(workshop('TH-DEF456').fullyBooked).toBe(true);
    expect(workshop('TH-GHI789').timeslotsFail).toBe(true);
    expect(workshop('TH-JKL012').refusesBookings).toBe(true);
    expect(workshop('TH-ABC123').fullDayWeekdays).toEqual([4]);
  });
});
