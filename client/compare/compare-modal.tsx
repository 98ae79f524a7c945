import {
  type KeyboardEvent,
  type ReactNode,
  type RefObject,
  useEffect,
  useId,
  useRef,
  useState,
} from 'react';
import { CrossIcon } from './cross-icon.tsx';
import { RemoveCarButton } from './remove-car-button.tsx';
import type { CompareBarProps } from '../islands/compare-bar.props.ts';
import { carDetailHref } from '../ui/car-card.tsx';
import { type CompareCar, equipmentUnion } from './compare-list.ts';
import { compareRows, overviewRows, technicalRows } from './compare-rows.ts';

const focusable =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), [tabindex]:not([tabindex="-1"])';

interface CompareModalProps extends CompareBarProps {
  cars: readonly CompareCar[];
  onRemove: (car: CompareCar) => void;
  onClose: () => void;
  /** Where focus goes back to when the dialog closes (the bar's compare button). */
  returnFocusTo: RefObject<HTMLElement | null>;
}

/**
 * The full-screen comparison (spec 2, Compare): a table with one column per car under a sticky
 * header (picture, name linking to the car, price, remove), the overview rows, and the equipment
 * and technical-data sections that expand. A modal dialog: focus stays inside, Escape closes it,
 * and focus returns to the button that opened it (or to the page's main content when that button
 * has gone because the selection was emptied).
 */
export function CompareModal({
  cars,
  texts,
  rows,
  locale,
  wordLabels,
  powerText,
  indexFinance,
  pathToCarDetail,
  onRemove,
  onClose,
  returnFocusTo,
}: CompareModalProps) {
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const [equipmentOpen, setEquipmentOpen] = useState(false);
  const [technicalOpen, setTechnicalOpen] = useState(false);

  useEffect(() => {
    const element = dialog.current;
    const opener =
      returnFocusTo.current ??
      (document.activeElement instanceof HTMLElement ? document.activeElement : null);
    if (!element) return;
    if (!element.open) element.showModal();
    element.querySelector<HTMLElement>('.compare-modal__close')?.focus();
    document.documentElement.classList.add('has-modal');
    return () => {
      document.documentElement.classList.remove('has-modal');
      if (element.open) element.close();
      if (opener?.isConnected) opener.focus();
      else focusMain();
    };
  }, [returnFocusTo]);

  // Focus stays in the dialog: Tab from the last control goes to the first and back.
  const trapTab = (event: KeyboardEvent<HTMLDialogElement>) => {
    if (event.key !== 'Tab' || !dialog.current) return;
    const items = [...dialog.current.querySelectorAll<HTMLElement>(focusable)].filter(
      (item) => item.getClientRects().length > 0,
    );
    if (items.length === 0) return;
    const first = items[0]!;
    const last = items[items.length - 1]!;
    const active = document.activeElement;
    if (event.shiftKey && (active === first || !dialog.current.contains(active))) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && (active === last || !dialog.current.contains(active))) {
      event.preventDefault();
      first.focus();
    }
  };

  const context = { locale, wordLabels, powerText, indexFinance };
  const overview = compareRows(overviewRows, cars, rows, context);
  const technical = compareRows(technicalRows, cars, rows, context);
  const equipment = equipmentUnion(cars);
  const columns = cars.length + 1;
  const has = (car: CompareCar, item: string) =>
    Array.isArray(car.car_equipment) &&
    car.car_equipment.some((entry) => typeof entry === 'string' && entry.trim() === item);

  return (
    <dialog
      ref={dialog}
      className="compare-modal"
      aria-labelledby={titleId}
      onKeyDown={trapTab}
      onCancel={(event) => {
        // Escape: React closes it, so focus goes back where it belongs.
        event.preventDefault();
        onClose();
      }}
    >
      <div className="compare-modal__header">
        <h2 id={titleId} className="compare-modal__title">
          {texts.bar}
        </h2>
        <button
          type="button"
          className="compare-modal__close"
          aria-label={texts.close}
          title={texts.close}
          onClick={onClose}
        >
          <CrossIcon size={24} />
        </button>
      </div>
      <div className="compare-modal__scroll">
        <table className="compare-table" data-cars={cars.length}>
          <thead>
            <tr>
              <td className="compare-table__corner" />
              {cars.map((car) => (
                <th key={car.car_id} scope="col" className="compare-table__car">
                  {car.car_primary_image ? (
                    <img
                      className="compare-table__image"
                      src={car.car_primary_image.thumbnail_url}
                      alt=""
                      width={240}
                      height={160}
                    />
                  ) : null}
                  <a className="compare-table__link" href={carDetailHref(pathToCarDetail, car)}>
                    {car.car_brand} {car.car_model}
                    <span className="visually-hidden">, {texts.viewCar}</span>
                  </a>
                  <RemoveCarButton
                    car={car}
                    className="compare-table__remove"
                    label={texts.remove}
                    onRemove={onRemove}
                  />
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            <tr className="compare-table__section">
              <th scope="colgroup" colSpan={columns}>
                {texts.overview}
              </th>
            </tr>
            {overview.map((row) => (
              <tr key={row.key} data-row={row.key}>
                <th scope="row">{row.label}</th>
                {row.cells.map((cell, index) => (
                  <td key={cars[index]!.car_id}>{cell || '–'}</td>
                ))}
              </tr>
            ))}
          </tbody>
          <Section
            title={texts.equipment}
            open={equipmentOpen}
            onToggle={() => setEquipmentOpen((value) => !value)}
            columns={columns}
            name="equipment"
          >
            {equipment.map((item) => (
              <tr key={item}>
                <th scope="row">{item}</th>
                {cars.map((car) => (
                  <td key={car.car_id} className="compare-table__check">
                    {has(car, item) ? (
                      <span aria-label="✓" role="img">
                        ✓
                      </span>
                    ) : (
                      <span aria-label="–" role="img">
                        –
                      </span>
                    )}
                  </td>
                ))}
              </tr>
            ))}
          </Section>
          <Section
            title={texts.technicalData}
            open={technicalOpen}
            onToggle={() => setTechnicalOpen((value) => !value)}
            columns={columns}
            name="technical"
          >
            {technical.map((row) => (
              <tr key={row.key} data-row={row.key}>
                <th scope="row">{row.label}</th>
                {row.cells.map((cell, index) => (
                  <td key={cars[index]!.car_id}>{cell || '–'}</td>
                ))}
              </tr>
            ))}
          </Section>
        </table>
      </div>
    </dialog>
  );
}

/** An expandable group of rows: a heading row with the toggle, then its rows, hidden until opened. */
function Section({
  title,
  open,
  onToggle,
  columns,
  name,
  children,
}: {
  title: string;
  open: boolean;
  onToggle: () => void;
  columns: number;
  name: string;
  children: ReactNode;
}) {
  const id = useId();
  return (
    <>
      <tbody className="compare-table__group">
        <tr className="compare-table__section">
          <th scope="colgroup" colSpan={columns}>
            <button
              type="button"
              className="compare-table__expand"
              aria-expanded={open}
              aria-controls={id}
              onClick={onToggle}
            >
              {title}
              <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
                <path
                  d="M6 9l6 6 6-6"
                  fill="none"
                  stroke="currentColor"
                  strokeWidth="2"
                  strokeLinecap="round"
                />
              </svg>
            </button>
          </th>
        </tr>
      </tbody>
      <tbody id={id} className="compare-table__rows" data-section={name} hidden={!open}>
        {children}
      </tbody>
    </>
  );
}

function focusMain(): void {
  const main = document.querySelector<HTMLElement>('main') ?? document.body;
  if (!main.hasAttribute('tabindex')) main.setAttribute('tabindex', '-1');
  main.focus();
}
