import { useId } from 'react';
import type { StoredTire, TireHotelVehicle } from '../contracts/tire-hotel.ts';
import { Button } from '../ui/button.tsx';
import { Icon } from '../ui/icons.tsx';
import { PhoneAndEmailLines } from '../ui/contact-lines.tsx';
import type { TireHotelTexts } from './tire-hotel.texts.ts';
import {
  hasTireStatus,
  needsTireWarning,
  positionName,
  tireDimension,
  treadDepthText,
} from './tire-hotel-display.ts';

type Texts = TireHotelTexts['loggedIn'];

/**
 * The verified visitor's car ('Ditt fordon', booking spec 2.5, 9.2): plate and name, 'Boka
 * hjulskifte', the warning when a tire has status 1, the tires stored at the hotel, the station
 * and the package. 'Boka för en annan bil' logs out (the flow's `onAnotherCar`).
 */
export function LoggedInPage({
  vehicle,
  texts,
  packageInfoUrl,
  onBook,
  onAnotherCar,
}: {
  vehicle: TireHotelVehicle;
  texts: Texts;
  packageInfoUrl: string | null;
  onBook: () => void;
  onAnotherCar: () => void;
}) {
  const id = useId();
  const { location } = vehicle;
  return (
    <section className="tire-logged-in" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} tabIndex={-1}>
        {texts.title}
      </h2>
      <dl className="tire-facts">
        <dt>{texts.plate}</dt>
        <dd className="tire-plate">{vehicle.regNo}</dd>
        <dt>{texts.vehicle}</dt>
        <dd>{vehicle.name || [vehicle.brand, vehicle.model].filter(Boolean).join(' ')}</dd>
      </dl>
      <div className="tire-booking-actions">
        <Button variant="Primary" onClick={onBook}>
          {texts.book}
        </Button>
      </div>
      {needsTireWarning(vehicle.tires) ? (
        <div className="tire-warning" role="status">
          <h3 className="tire-warning__title">{texts.warningTitle}</h3>
          <p>{texts.warning}</p>
        </div>
      ) : null}
      <section aria-labelledby={`${id}-tires`}>
        <h3 id={`${id}-tires`}>{texts.tires}</h3>
        <ul className="tire-list">
          {vehicle.tires.map((tire, index) => (
            <TireItem key={`${tire.equipmentPosition}-${index}`} tire={tire} texts={texts} />
          ))}
        </ul>
      </section>
      <section className="tire-station" aria-labelledby={`${id}-station`}>
        <h3 id={`${id}-station`}>{texts.station}</h3>
        <p className="tire-station__name">{location.locationName}</p>
        {location.departmentName ? <p>{location.departmentName}</p> : null}
        <PhoneAndEmailLines phone={location.phone} email={location.email} texts={texts} />
      </section>
      <section className="tire-package" aria-labelledby={`${id}-package`}>
        <h3 id={`${id}-package`}>{texts.package}</h3>
        <p>{vehicle.packageLevel}</p>
        {packageInfoUrl ? (
          <p>
            <a href={packageInfoUrl}>{texts.packageLink}</a>
          </p>
        ) : null}
      </section>
      <div className="tire-booking-actions">
        <Button variant="Ghost" onClick={onAnotherCar}>
          {texts.anotherCar}
        </Button>
      </div>
    </section>
  );
}

/** One stored tire: where it sits, its size, pattern and depth, and its status when above 0. */
function TireItem({ tire, texts }: { tire: StoredTire; texts: Texts }) {
  const { wheel } = tire;
  return (
    <li className="tire-item">
      <h4 className="tire-item__position">
        {positionName(tire.equipmentPosition, texts.positions)}
      </h4>
      {wheel.name ? <p className="tire-item__name">{wheel.name}</p> : null}
      <dl className="tire-item__facts">
        <dt>{texts.dimension}</dt>
        <dd>{tireDimension(wheel)}</dd>
        <dt>{texts.pattern}</dt>
        <dd>{wheel.threadPattern}</dd>
        <dt>{texts.treadDepthLabel}</dt>
        <dd>{treadDepthText(wheel.threadDepth, texts.treadDepth)}</dd>
      </dl>
      {hasTireStatus(tire) ? (
        <p className={`tire-item__status tire-item__status--${wheel.threadStatusId}`}>
          <Icon name="warning" size={20} className="tire-item__icon" label={texts.statusIcon} />
          <span>{wheel.threadStatusMessage}</span>
        </p>
      ) : null}
    </li>
  );
}
