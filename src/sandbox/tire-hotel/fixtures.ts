import type {
  StoredTire,
  TireHotelLocation,
  TireHotelVehicle,
} from '#client/contracts/tire-hotel.ts';

// The tire hotel's agreements as the sandbox knows them (the README's fixture table): each plate
// shows one case of the flow, every car a Volvo XC60 with its stored wheels, its workshop (erpId
// `TH-<plate>`, so the calendars follow the plate) and its package. Any other plate, NOP000 among
// them, has no agreement.

/** A workshop of the partner, with what the sandbox does differently there. */
export interface FixtureWorkshop {
  location: TireHotelLocation;
  /** Street address for the booking confirmation (the partner's location has none). */
  address: string;
  /** Weekdays (0 Monday ... 6 Sunday) without start times: the car is left for the day. */
  fullDayWeekdays: readonly number[];
  /** No free dates at all (the no-dates message, spec 8.3). */
  fullyBooked: boolean;
  /** The time-slot call fails with a 500. */
  timeslotsFail: boolean;
  /** Booking creation is refused with a 409 and a message. */
  refusesBookings: boolean;
}

/** A plate's agreement: the owner's mobile number and the car with its stored wheels. */
export interface Agreement {
  /** As the partner has it on file; the browser sees it obfuscated only. */
  phone: string;
  vehicle: TireHotelVehicle;
}

/** A wheel as stored: 235/55 R19 winter tires on Volvo rims, the tread as last measured. */
function tire(position: string, threadDepth: number, warning?: string): StoredTire {
  return {
    equipmentPosition: position,
    wheel: {
      name: 'Vinterhjul Volvo 19" aluminiumfälg',
      rimDiameter: 19,
      sectionWidth: 235,
      aspectRatio: 55,
      threadPattern: 'Nokian Hakkapeliitta R5 SUV',
      threadDepth,
      threadStatusId: warning ? 1 : 0,
      threadStatusMessage: warning ?? '',
    },
  };
}

const wornTread =
  'Mönsterdjupet närmar sig lagkravet på 3 mm för vinterdäck. Vi rekommenderar att du byter däcket.';

function workshop(
  plate: string,
  town: string,
  address: string,
  phone: string,
  cases: Partial<Omit<FixtureWorkshop, 'location' | 'address'>> = {},
): FixtureWorkshop {
  return {
    location: {
      erpId: `TH-${plate}`,
      locationName: `Hedin Bil ${town}`,
      departmentName: 'Däckhotell',
      phone,
      email: `dackhotell.${town.toLowerCase()}@hedinautomotive.se`,
    },
    address,
    fullDayWeekdays: cases.fullDayWeekdays ?? [],
    fullyBooked: cases.fullyBooked ?? false,
    timeslotsFail: cases.timeslotsFail ?? false,
    refusesBookings: cases.refusesBookings ?? false,
  };
}

const friday = 4;

/** The partner's workshops by erpId. */
export const fixtureWorkshops: ReadonlyMap<string, FixtureWorkshop> = new Map(
  [
    workshop('ABC123', 'Solna', 'Frösundaviks allé 2, 169 70 Solna', '08-120 450 00', {
      fullDayWeekdays: [friday],
    }),
    workshop('DEF456', 'Uppsala', 'Stålgatan 11, 754 50 Uppsala', '018-430 22 10', {
      fullyBooked: true,
    }),
    workshop('GHI789', 'Göteborg', 'Importgatan 35, 422 46 Hisings Backa', '031-720 30 00', {
      timeslotsFail: true,
    }),
    workshop('JKL012', 'Malmö', 'Agnesfridsvägen 180, 213 75 Malmö', '040-600 45 00', {
      refusesBookings: true,
    }),
  ].map((fixture) => [fixture.location.erpId, fixture]),
);

function volvoXc60(plate: string, packageLevel: string, tires: StoredTire[]): TireHotelVehicle {
  return {
    regNo: plate,
    brandCode: 'VOL',
    brand: 'Volvo',
    model: 'XC60',
    name: 'Volvo XC60 B5 AWD',
    productId: `DACKHOTELL-${packageLevel.toUpperCase()}`,
    packageLevel,
    location: fixtureWorkshops.get(`TH-${plate}`)!.location,
    tires,
  };
}

const fineTires = (depth: number) =>
  ['VF', 'HF', 'VB', 'HB'].map((position) => tire(position, depth));

/** The agreements by plate. */
export const agreements: ReadonlyMap<string, Agreement> = new Map([
  [
    'ABC123',
    {
      phone: '070-123 45 12',
      vehicle: volvoXc60('ABC123', 'Premium', [
        tire('VF', 6.8),
        tire('HF', 6.6),
        tire('VB', 3.4, wornTread),
        tire('HB', 5.9),
      ]),
    },
  ],
  ['DEF456', { phone: '073-555 18 34', vehicle: volvoXc60('DEF456', 'Standard', fineTires(7.5)) }],
  ['GHI789', { phone: '076-240 11 56', vehicle: volvoXc60('GHI789', 'Standard', fineTires(6.2)) }],
  ['JKL012', { phone: '072-901 23 78', vehicle: volvoXc60('JKL012', 'Bas', fineTires(8.1)) }],
]);
