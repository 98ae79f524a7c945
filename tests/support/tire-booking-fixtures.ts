import type {
  StoredTire,
  TireBookingConfirmation,
  TireHotelVehicle,
} from '#client/contracts/tire-hotel.ts';

// The tire hotel's car, tires and confirmation for the unit tests of the LoggedIn, Booking and
// Confirmation pages: a Volvo XC60 like the sandbox's ABC123, one tire worn to status 1.

export const tireAt = (
  equipmentPosition: string,
  threadDepth: number,
  threadStatusId = 0,
  threadStatusMessage = '',
): StoredTire => ({
  equipmentPosition,
  wheel: {
    name: 'Nokian Hakkapeliitta R5',
    rimDiameter: 18,
    sectionWidth: 235,
    aspectRatio: 55,
    threadPattern: 'Friktion',
    threadDepth,
    threadStatusId,
    threadStatusMessage,
  },
});

export const tireVehicle: TireHotelVehicle = {
  regNo: 'ABC123',
  brandCode: 'VOL',
  brand: 'Volvo',
  model: 'XC60',
  name: 'Volvo XC60 B4 AWD',
  productId: 'TH-PROD-1',
  packageLevel: 'Premium',
  location: {
    erpId: 'TH-ABC123',
    locationName: 'Däckcenter Solna',
    departmentName: 'Däckhotell',
    phone: '08-123 45 67',
    email: 'dack.solna@example.se',
  },
  tires: [
    tireAt('VF', 6.5),
    tireAt('HF', 7),
    tireAt('VB', 3.2, 1, 'Lågt mönsterdjup, byt inför nästa säsong'),
    tireAt('HB', 5.1),
  ],
};

export const tireConfirmation: TireBookingConfirmation = {
  bookingConfirmationId: 'TH-2026-0042',
  services: [{ name: 'Hjulskifte' }],
  appointmentTime: '2026-12-02T10:30:00',
  isFullDay: false,
  workshop: {
    name: 'Däckcenter Solna',
    address: 'Industrivägen 4, 171 48 Solna',
    email: 'dack.solna@example.se',
    phoneNumber: '08-123 45 67',
  },
  freeText: 'Vinterdäcken på, tack',
  customerBase: {
    firstName: 'Anna',
    lastName: 'Svensson',
    email: 'anna@example.se',
    phoneMobile: '+46701234567',
  },
};
