import { useCallback, useEffect, useRef, useState } from 'react';
import type { OfferingCategory } from '../contracts/mechmate.ts';
import type { WorkshopBookingProps } from '../islands/workshop-booking.props.ts';
import { fill } from '../lib/fill.ts';
import { bookingEvents } from './booking-analytics.ts';
import { pushStatisticsEvents } from '../lib/statistics-events.ts';
import { BookingConfirmed } from './booking-confirmed.tsx';
import { BookingContact } from './booking-contact.tsx';
import { slotText } from './booking-display.ts';
import { clearStoredBooking } from './booking-storage.ts';
import { type BookingAction, BookingStep, type BookingStepNumber } from './booking-state.ts';
import { BookingSummary } from './booking-summary.tsx';
import { BrandNote } from './brand-note.tsx';
import { selectedOfType } from './offerings.ts';
import { StepAddons } from './step-addons.tsx';
import { StepFrame } from './step-frame.tsx';
import { StepServices } from './step-services.tsx';
import { StepVehicle } from './step-vehicle.tsx';
import { WorkshopStep } from './step-workshop.tsx';
import { useStoredBooking } from './use-stored-booking.ts';

type Headings = Partial<Record<BookingStepNumber, HTMLHeadingElement | null>>;

/**
 * The booking flow's root (booking spec 2.1, 4.1): the state from session storage through the one
 * reducer, the steps in their frames ('Steg n/4'; the add-on step left out when skipped, the
 * total staying 4), the contact form once a slot is chosen, the confirmation, and the summary
 * beside it all. Focus follows the step that opens; each step reached goes to analytics once.
 */
export function BookingFlow({
  texts,
  supportEmail,
  damageInspectionUrl,
  mapsApiKey,
}: WorkshopBookingProps) {
  const reported = useRef<BookingStepNumber>(BookingStep.vehicle);
  const [state, dispatch] = useStoredBooking((stored) => {
    // The steps a restored booking reached were reported when it reached them.
    reported.current = stored.bookingState;
  });
  const [addons, setAddons] = useState<OfferingCategory[] | null>(null);
  const headings = useRef<Headings>({});
  const focusOnOpen = useRef(false);

  // What the visitor does moves the focus to the step it opens; a restored booking does not.
  const act = useCallback(
    (action: BookingAction) => {
      focusOnOpen.current = true;
      dispatch(action);
    },
    [dispatch],
  );

  useEffect(() => {
    if (!focusOnOpen.current) return;
    focusOnOpen.current = false;
    headings.current[state.displayState]?.focus();
  }, [state.displayState]);

  useEffect(() => {
    if (state.bookingState <= reported.current) return;
    pushStatisticsEvents(bookingEvents(reported.current, state));
    reported.current = state.bookingState;
  }, [state]);

  const newBooking = () => {
    clearStoredBooking(sessionStorage);
    dispatch({ type: 'reset' });
    window.location.reload();
  };

  const slot = state.bookingInfo.slot;
  const headingRef = (step: BookingStepNumber) => (element: HTMLHeadingElement | null) => {
    headings.current[step] = element;
  };

  if (state.bookingState === BookingStep.confirmed && slot)
    return (
      <div className="booking">
        <div className="booking__steps">
          <BookingConfirmed
            state={state}
            slot={slot}
            texts={texts}
            headingRef={headingRef(BookingStep.confirmed)}
            onNewBooking={newBooking}
            mapsApiKey={mapsApiKey}
          />
        </div>
      </div>
    );

  const frame = (step: BookingStepNumber) => ({
    open: state.displayState === step,
    onReopen: () => act({ type: 'open', step }),
    headingRef: headingRef(step),
    texts: texts.steps,
  });
  const addonsShown =
    state.bookingState === BookingStep.addons ||
    (state.bookingState > BookingStep.addons && state.bookingInfo.addons !== null);

  return (
    <div className="booking">
      <div className="booking__steps">
        <StepFrame
          number={1}
          title={texts.steps.vehicle}
          summary={state.location ? `${state.plate}, ${state.location.name}` : state.plate}
          {...frame(BookingStep.vehicle)}
        >
          <StepVehicle
            state={state}
            dispatch={act}
            texts={texts.vehicle}
            continueText={texts.steps.continue}
          />
        </StepFrame>
        {state.car ? <BrandNote brand={state.car.brand} texts={texts.landing} /> : null}
        {state.bookingState >= BookingStep.services ? (
          <StepFrame
            number={2}
            title={texts.steps.services}
            summary={fill(texts.summary.count, {
              count: selectedOfType(state.services, 'service').length,
            })}
            {...frame(BookingStep.services)}
          >
            <StepServices
              state={state}
              dispatch={act}
              texts={texts.services}
              continueText={texts.steps.continue}
              supportEmail={supportEmail}
              damageInspectionUrl={damageInspectionUrl}
              onAddons={setAddons}
            />
          </StepFrame>
        ) : null}
        {addonsShown ? (
          <StepFrame
            number={3}
            title={texts.steps.addons}
            summary={
              selectedOfType(state.services, 'addon')
                .map(([, addon]) => addon.name)
                .join(', ') || texts.addons.noneChosen
            }
            {...frame(BookingStep.addons)}
          >
            <StepAddons
              state={state}
              dispatch={act}
              categories={addons}
              onAddons={setAddons}
              texts={texts.addons}
              serviceTexts={texts.services}
            />
          </StepFrame>
        ) : null}
        {state.bookingState >= BookingStep.workshop ? (
          <StepFrame
            number={4}
            title={texts.steps.workshop}
            summary={slot ? `${slot.site.siteName}, ${slotText(slot, texts.workshop.fullDay)}` : ''}
            {...frame(BookingStep.workshop)}
          >
            <WorkshopStep
              state={state}
              dispatch={act}
              texts={texts.workshop}
              supportEmail={supportEmail}
              mapsApiKey={mapsApiKey}
            />
            {slot ? (
              <BookingContact
                state={state}
                slot={slot}
                dispatch={act}
                texts={texts.contact}
                counterText={texts.services.messageCounter}
              />
            ) : null}
          </StepFrame>
        ) : null}
      </div>
      <BookingSummary state={state} texts={texts.summary} serviceTexts={texts.services} />
    </div>
  );
}
