import type { CarDocument } from '#client/contracts/car-document.ts';
import type {
  CalculationPartnerRequest,
  DefaultPartnerRequest,
  Organisation,
  PhysicalVehicle,
} from './contract.ts';
import type { CalculationRequest } from '#client/contracts/uk-finance-quote.ts';

/**
 * Dealers that Codeweaver knows under their trading group's longer name rather than the site's
 * own (spec 7: "some dealer names are mapped to longer group names"): the BMW and MINI showrooms
 * that share one franchise agreement, and the smart studio run by the Mercedes-Benz retailer.
 */
export const codeweaverDealerKeys: Readonly<Record<string, string>> = {
  'Hedin BMW Park Royal': 'Hedin BMW & MINI Park Royal Group',
  'Hedin MINI Park Royal': 'Hedin BMW & MINI Park Royal Group',
  'Hedin smart Reading': 'Hedin Mercedes-Benz & smart Reading Group',
};

/** The dealer key of the site a car is sold by: its mapped group name, else the site's own name. */
export function dealerKeyOf(siteName: string): string {
  return codeweaverDealerKeys[siteName] ?? siteName;
}

export function organisationOf(car: Pick<CarDocument, 'car_site_name'>): Organisation {
  return { Identifier: dealerKeyOf(car.car_site_name), Type: 'AssociatedDealerKey' };
}

const kmPerMile = 1.609344;

/** The car as the partner prices it, entirely from the stock record. */
export function physicalVehicleOf(
  car: Pick<
    CarDocument,
    | 'car_id'
    | 'car_chassino'
    | 'car_price'
    | 'car_odometer'
    | 'car_odometer_unit'
    | 'car_regno'
    | 'car_firstregistration'
  >,
): PhysicalVehicle {
  const miles =
    car.car_odometer_unit === 'mi' ? car.car_odometer : Math.round(car.car_odometer / kmPerMile);
  return {
    Type: 'Car',
    SourceId: car.car_id,
    Vin: car.car_chassino,
    Status: 'PreOwned',
    OnTheRoadPrice: car.car_price,
    Mileage: miles,
    RegistrationNumber: car.car_regno,
    Country: 'GB',
    RegisteredDate: car.car_firstregistration,
  };
}

type QuotedCar = Parameters<typeof physicalVehicleOf>[0] & Pick<CarDocument, 'car_site_name'>;

/** The partner's default call: which products and ranges this dealer offers on this car. */
export function defaultPayload(car: QuotedCar): DefaultPartnerRequest {
  return { Organisation: organisationOf(car), PhysicalVehicle: physicalVehicleOf(car) };
}

/** The partner's calculation for one product with the visitor's figures. */
export function calculationPayload(
  car: QuotedCar,
  request: CalculationRequest,
): CalculationPartnerRequest {
  return {
    VehicleRequests: [
      {
        Id: car.car_id,
        Parameters: {
          Term: request.term,
          CashDeposit: request.cashDeposit,
          RegularPayment: request.regularPayment ?? null,
          AnnualMileage: request.annualMileage ?? null,
          FinanceProductFamilyKeys: [request.productKey],
          CalculationType: request.calculationType,
        },
        Organisation: organisationOf(car),
        PhysicalVehicle: physicalVehicleOf(car),
      },
    ],
  };
}
