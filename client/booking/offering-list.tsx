import { type ReactNode, useId, useState } from 'react';
import type { Offering, OfferingCategory } from '../contracts/mechmate.ts';
import { fill } from '../lib/fill.ts';
import type { BookingTexts } from './booking.texts.ts';
import {
  type BookingAction,
  type BookingState,
  type SelectedService,
  selectedServiceOf,
} from './booking-state.ts';
import { MileageField, OfferingMessage, UnitSelect } from './offering-inputs.tsx';
import { OfferingPrice } from './offering-price.tsx';
import { isMileageOffering } from './offerings.ts';

type Dispatch = (action: BookingAction) => void;

interface ListProps {
  categories: readonly OfferingCategory[];
  state: BookingState;
  dispatch: Dispatch;
  type: SelectedService['type'];
  texts: BookingTexts['services'];
  /** Entries after the categories (step 2's 'Skadebesiktning'). */
  extra?: ReactNode;
}

/**
 * The offerings of steps 2 and 3 (booking spec 2.1, 3.1): each category a disclosure button
 * (aria-expanded) over its offerings; a category with a selectionType is a pick-one group of
 * radios, the others checkboxes. The notes the prices need follow the list.
 */
export function OfferingList({ categories, state, dispatch, type, texts, extra }: ListProps) {
  const hasAgreement = state.car?.hasServiceAgreement === true;
  const offerings = categories.flatMap((category) => category.offerings);
  const unknownPrice = offerings.some((offering) => !offering.priceKnown);
  const discounted = hasAgreement && offerings.some((offering) => offering.priceDiscount !== null);
  return (
    <>
      {discounted ? <p className="booking-note">{texts.agreementNote}</p> : null}
      <ul className="booking-categories">
        {categories.map((category, index) => (
          <CategoryItem
            key={category.name}
            category={category}
            initiallyOpen={
              index === 0 || category.offerings.some((offering) => state.services[offering.code])
            }
            state={state}
            dispatch={dispatch}
            type={type}
            texts={texts}
          />
        ))}
        {extra}
      </ul>
      {unknownPrice ? <p className="booking-note">{texts.priceUnknownNote}</p> : null}
    </>
  );
}

function CategoryItem({
  category,
  initiallyOpen,
  ...rest
}: Omit<ListProps, 'categories' | 'extra'> & {
  category: OfferingCategory;
  initiallyOpen: boolean;
}) {
  const [open, setOpen] = useState(initiallyOpen);
  const panelId = useId();
  const pickOne = category.selectionType !== null;
  const chosen = category.offerings.filter((offering) => rest.state.services[offering.code]).length;
  const items = (
    <ul className="booking-offerings">
      {category.offerings.map((offering) => (
        <OfferingItem
          key={offering.code}
          offering={offering}
          category={category.name}
          group={pickOne ? panelId : null}
          {...rest}
        />
      ))}
    </ul>
  );
  return (
    <li className="booking-category">
      <h3 className="booking-category__heading">
        <button
          type="button"
          className="booking-category__toggle"
          aria-expanded={open}
          aria-controls={panelId}
          onClick={() => setOpen(!open)}
        >
          {category.name}
          {chosen > 0 ? <span className="booking-category__count">({chosen})</span> : null}
        </button>
      </h3>
      <div id={panelId} className="booking-category__panel" hidden={!open}>
        {pickOne ? (
          <fieldset className="booking-category__group">
            <legend className="visually-hidden">{category.name}</legend>
            {items}
          </fieldset>
        ) : (
          items
        )}
      </div>
    </li>
  );
}

function OfferingItem({
  offering,
  category,
  group,
  state,
  dispatch,
  type,
  texts,
}: Omit<ListProps, 'categories' | 'extra'> & {
  offering: Offering;
  category: string;
  /** The radio group's name for a pick-one category; null for checkboxes. */
  group: string | null;
}) {
  const id = useId();
  const selected = state.services[offering.code];
  const hasAgreement = state.car?.hasServiceAgreement === true;
  if (!offering.isAvailable)
    return (
      <li className="booking-offering booking-offering--unavailable">
        {fill(texts.notAvailable, { name: offering.name })}
      </li>
    );
  const toggle = () =>
    dispatch({
      type: 'toggle',
      code: offering.code,
      service: selectedServiceOf(offering, category, type),
      pickOne: group !== null,
    });
  return (
    <li className="booking-offering">
      <div className="booking-offering__choice">
        <input
          id={id}
          type={group ? 'radio' : 'checkbox'}
          name={group ?? undefined}
          value={offering.code}
          checked={!!selected}
          onChange={() => {
            if (!selected) toggle();
          }}
          // A radio already chosen changes nothing on a click: this click takes it out again.
          onClick={selected ? toggle : undefined}
          aria-describedby={offering.description ? `${id}-description` : undefined}
        />
        <label htmlFor={id}>{offering.name}</label>
        <OfferingPrice offering={offering} hasAgreement={hasAgreement} texts={texts} />
      </div>
      {offering.description ? (
        <p id={`${id}-description`} className="booking-offering__description">
          {offering.description}
        </p>
      ) : null}
      {selected && offering.unitPrice ? (
        <UnitSelect
          code={offering.code}
          unitPrice={offering.unitPrice}
          unit={selected.unit}
          dispatch={dispatch}
          texts={texts}
        />
      ) : null}
      {selected && offering.allowUserInput ? (
        <OfferingMessage
          code={offering.code}
          value={selected.userInput}
          dispatch={dispatch}
          texts={texts}
        />
      ) : null}
      {selected && isMileageOffering(offering) ? (
        <MileageField
          code={offering.code}
          milage={state.milage}
          dispatch={dispatch}
          texts={texts}
          agreementNote={hasAgreement ? texts.agreementNote : null}
        />
      ) : null}
    </li>
  );
}
