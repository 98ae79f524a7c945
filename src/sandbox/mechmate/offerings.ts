import type {
  MechmateCar,
  Offering,
  OfferingCategory,
  UnitPrice,
} from '#client/contracts/mechmate.ts';

// The sandbox's service catalogue: what a Swedish workshop chain offers, with median prices in SEK.
// Between them the categories show every case the flow draws: a plain price, a unit price, an
// unknown price, a service-agreement discount, a required message, the mileage service and a
// pick-one group. The fixture plates pick the variations (fixture-cars.ts).

/** The mileage service's code: the flow asks for the mileage in mil when it is chosen. */
export const mileageServiceCode = 'originalservice';

/** Plates whose model the mileage service is not available for (its 'inte tillgänglig' text). */
const noMileageServicePlates = new Set(['DEF456']);
/** Plates whose add-ons answer is empty (the flow skips step 3). */
const noAddonPlates = new Set(['NOADD1']);

/** The share of the price a service agreement takes off, on the offerings it covers. */
const agreementDiscount = 0.2;

interface OfferingSeed {
  name: string;
  code: string;
  description: string;
  /** Null: the price is not known until the car is in the workshop. */
  price: number | null;
  unitPrice?: UnitPrice;
  /** The service agreement covers it (a discounted price for ABC123). */
  agreement?: boolean;
  allowUserInput?: boolean;
}

interface CategorySeed {
  name: string;
  icon: string;
  /** Set: a pick-one group. */
  selectionType?: string;
  offerings: OfferingSeed[];
}

const perTyre: UnitPrice = {
  minimum: 1,
  maximum: 4,
  unit: 'styck',
  unitAbbreviation: 'st',
  postfix: 'per däck',
};

const services: CategorySeed[] = [
  {
    name: 'Service',
    icon: 'service',
    offerings: [
      {
        name: 'Service enligt serviceprogram',
        code: mileageServiceCode,
        description:
          'Tillverkarens service för bilens miltal, med originaldelar. Bilens garanti gäller fortsatt.',
        price: 3_995,
        agreement: true,
      },
      {
        name: 'Oljeservice',
        code: 'oilservice',
        description: 'Byte av motorolja och oljefilter, kontroll av vätskor och däcktryck.',
        price: 1_895,
        agreement: true,
      },
      {
        name: 'AC-service',
        code: 'acservice',
        description: 'Tömning, läcktest och påfyllning av köldmedium i luftkonditioneringen.',
        price: 1_495,
      },
    ],
  },
  {
    name: 'Däck och hjul',
    icon: 'tyre',
    offerings: [
      {
        name: 'Hjulskifte',
        code: 'wheelchange',
        description:
          'Byte mellan sommar- och vinterhjul, med kontroll av lufttryck och mönsterdjup.',
        price: 595,
      },
      {
        name: 'Däckbyte',
        code: 'tyrefitting',
        description: 'Montering och balansering av nya däck på befintliga fälgar.',
        price: 225,
        unitPrice: perTyre,
      },
      {
        name: 'Punkteringslagning',
        code: 'puncturerepair',
        description: 'Lagning av punktering inifrån med plugg och lapp.',
        price: 395,
        unitPrice: perTyre,
      },
      {
        name: 'Hjulinställning',
        code: 'wheelalignment',
        description: 'Mätning och justering av hjulvinklarna fram och bak.',
        price: 1_295,
      },
    ],
  },
  {
    name: 'Reparationer',
    icon: 'repair',
    offerings: [
      {
        name: 'Felsökning',
        code: 'troubleshooting',
        description: 'Beskriv vad bilen gör, så letar vår tekniker efter orsaken.',
        price: null,
        allowUserInput: true,
      },
      {
        name: 'Bromsbelägg fram',
        code: 'brakepadsfront',
        description: 'Byte av bromsbelägg på framaxeln, med kontroll av skivorna.',
        price: 2_495,
        agreement: true,
      },
      {
        name: 'Byte av torkarblad',
        code: 'wiperblades',
        description: 'Nya torkarblad fram.',
        price: 445,
      },
      {
        name: 'Stenskottslagning',
        code: 'windscreenchip',
        description: 'Lagning av stenskott i vindrutan, ofta utan kostnad via bilförsäkringen.',
        price: null,
      },
    ],
  },
  {
    name: 'Biltvätt',
    icon: 'car-wash',
    selectionType: 'single',
    offerings: [
      {
        name: 'Utvändig tvätt',
        code: 'washexterior',
        description: 'Handtvätt av karossen och fälgarna.',
        price: 395,
      },
      {
        name: 'Tvätt och invändig rengöring',
        code: 'washfull',
        description: 'Handtvätt samt dammsugning och avtorkning av kupén.',
        price: 995,
      },
      {
        name: 'Helrekond',
        code: 'valeting',
        description: 'Tvätt, polering, vax och djuprengöring av klädsel och mattor.',
        price: 3_495,
      },
    ],
  },
];

const addons: CategorySeed[] = [
  {
    name: 'Tillval',
    icon: 'extras',
    offerings: [
      {
        name: 'Påfyllning av spolarvätska',
        code: 'washerfluid',
        description: 'Fyllning av spolarvätska året runt.',
        price: 149,
      },
      {
        name: 'Byte av kupéfilter',
        code: 'cabinfilter',
        description: 'Nytt pollenfilter för renare luft i kupén.',
        price: 595,
        agreement: true,
      },
      {
        name: 'Förvaring av hjul',
        code: 'tyrehotel',
        description: 'Vi tvättar och förvarar dina hjul till nästa säsong.',
        price: 250,
        unitPrice: { ...perTyre, postfix: 'per hjul och säsong' },
      },
    ],
  },
  {
    name: 'Medan bilen är på verkstaden',
    icon: 'transport',
    selectionType: 'single',
    offerings: [
      {
        name: 'Lånebil',
        code: 'loancar',
        description: 'En lånebil för dagen, inklusive 10 mil.',
        price: 395,
      },
      {
        name: 'Hämtning och lämning',
        code: 'pickup',
        description: 'Vi hämtar bilen hemma eller på jobbet och lämnar tillbaka den.',
        price: 695,
      },
      {
        name: 'Skjuts till jobbet',
        code: 'shuttle',
        description: 'Skjuts inom 15 km från verkstaden.',
        price: null,
      },
    ],
  },
];

function toOffering(seed: OfferingSeed, car: MechmateCar): Offering {
  const priceKnown = seed.price !== null;
  return {
    name: seed.name,
    price: seed.price,
    description: seed.description,
    code: seed.code,
    unitPrice: seed.unitPrice ?? null,
    isAvailable: !(
      seed.code === mileageServiceCode && noMileageServicePlates.has(car.registrationNumber)
    ),
    priceKnown,
    notKnownPriceText: priceKnown ? null : 'Priset sätts när verkstaden har sett bilen.',
    priceDiscount:
      seed.agreement && car.hasServiceAgreement && seed.price !== null
        ? Math.round(seed.price * (1 - agreementDiscount))
        : null,
    allowUserInput: seed.allowUserInput ?? false,
  };
}

function toCategories(seeds: readonly CategorySeed[], car: MechmateCar): OfferingCategory[] {
  return seeds.map((seed) => ({
    name: seed.name,
    icon: seed.icon,
    selectionType: seed.selectionType ?? null,
    offerings: seed.offerings.map((offering) => toOffering(offering, car)),
  }));
}

/** The services of step 2 for a car. */
export function servicesFor(car: MechmateCar): OfferingCategory[] {
  return toCategories(services, car);
}

/** The add-ons of step 3 for a car (none for NOADD1). */
export function addonsFor(car: MechmateCar): OfferingCategory[] {
  return noAddonPlates.has(car.registrationNumber) ? [] : toCategories(addons, car);
}
