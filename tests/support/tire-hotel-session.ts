import type {
  CodeSent,
  TireBookingConfirmation,
  TireHotelCustomer,
  TireHotelValidated,
} from '#client/contracts/tire-hotel.ts';
import type { TireHotelProps } from '#client/islands/tire-hotel.props.ts';
import type { TireHotelSession } from '#client/tire-hotel/tire-hotel-storage.ts';
import { tireHotelTexts } from '#client/tire-hotel/tire-hotel.texts.ts';

// A tire hotel session at each point of the flow (ABC123, as the sandbox plays it), for the
// flow's unit tests and its island's browser test, and the props the island gets there.

const { heading: _heading, ...texts } = tireHotelTexts.sv;

export const tireHotelProps: TireHotelProps = {
  texts,
  supportEmail: 'dackhotell@example.se',
  serviceBookingUrl: '/service-och-verkstad/boka-bilverkstad',
  contactUrl: '/kontakta-oss',
  packageInfoUrl: null,
  startPageUrl: '/',
};

export const customer: TireHotelCustomer = {
  encryptedPhoneNumber: 'ZW5jcnlwdGVkLTA3MDEyMzQ1Njc=',
  obfuscatedPhoneNumber: '070-*** **67',
  regNo: 'ABC123',
};

export const codeSent: CodeSent = { codeSent: true, expiresInSeconds: 300 };

export const validated: TireHotelValidated = {
  status: 0,
  vehicles: [
    {
      regNo: 'ABC123',
      brandCode: 'VOL',
      brand: 'Volvo',
      model: 'XC60',
      name: 'Volvo XC60 B4 AWD',
      productId: 'TH-PREMIUM',
      packageLevel: 'Premium',
      location: {
        erpId: 'TH-ABC123',
        locationName: 'Däckhotellet Solna',
        departmentName: 'Solna',
        phone: '08-123 456 78',
        email: 'dack.solna@example.se',
      },
      tires: [
        {
          equipmentPosition: 'VF',
          wheel: {
            name: 'Michelin Pilot Alpin 5',
            rimDiameter: 19,
            sectionWidth: 235,
            aspectRatio: 55,
            threadPattern: 'Pilot Alpin 5',
            threadDepth: 3.5,
            threadStatusId: 1,
            threadStatusMessage: 'Låg mönsterdjup',
          },
        },
      ],
    },
  ],
};

export const confirmation: TireBookingConfirmation = {
  bookingConfirmationId: 'TH-100234',
  services: [{ name: 'Hjulskifte' }],
  appointmentTime: '2026-12-01T09:00:00',
  isFullDay: false,
  workshop: {
    name: 'Däckhotellet Solna',
    address: 'Industrivägen 4, 171 48 Solna',
    email: 'dack.solna@example.se',
    phoneNumber: '08-123 456 78',
  },
  freeText: '',
  customerBase: {
    firstName: 'Anna',
    lastName: 'Svensson',
    email: 'anna@example.se',
    phoneMobile: '+46701234567',
  },
};

/** The session after the search, after 'Skicka kod', after the code, after the booking. */
export const sessions = {
  found: { customer, codeSent: null, validated: null, confirmation: null },
  codeSent: { customer, codeSent, validated: null, confirmation: null },
  loggedIn: { customer, codeSent, validated, confirmation: null },
  booked: { customer, codeSent, validated, confirmation },
} satisfies Record<string, TireHotelSession>;
