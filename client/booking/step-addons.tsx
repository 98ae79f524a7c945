import { useEffect } from 'react';
import type { OfferingCategory } from '../contracts/mechmate.ts';
import { addonsRoute } from '../contracts/mechmate.route.ts';
import { callApi } from '../lib/api-call.ts';
import { superseded, useLatestCall } from '../lib/latest-call.ts';
import { Spinner } from '../ui/spinner.tsx';
import type { BookingTexts } from './booking.texts.ts';
import type { BookingAction, BookingState } from './booking-state.ts';
import { OfferingList } from './offering-list.tsx';
import { offeredCategories, placeQuery, selectedOfType, selectionIncomplete } from './offerings.ts';

/**
 * Step 3 (booking spec 2.1, 4.1): the add-ons as step 2's list. 'Fortsätt utan tillval' while none
 * is chosen, 'Fortsätt' once one is. The add-ons step 2 found are shown as they are; after a reload
 * they are asked for again, and none (or a failure) skips on to the workshop.
 */
export function StepAddons({
  state,
  dispatch,
  categories,
  onAddons,
  texts,
  serviceTexts,
}: {
  state: BookingState;
  dispatch: (action: BookingAction) => void;
  /** Null until known in this page (a reload in the middle of the step). */
  categories: OfferingCategory[] | null;
  onAddons: (categories: OfferingCategory[]) => void;
  texts: BookingTexts['addons'];
  serviceTexts: BookingTexts['services'];
}) {
  const latest = useLatestCall();
  const { plate, lat, lng } = state;

  useEffect(() => {
    if (categories !== null) return;
    const skip = () => dispatch({ type: 'servicesDone', skipAddons: true });
    void latest
      .run((signal) => callApi(addonsRoute(plate), placeQuery({ lat, lng }), signal))
      .then((answer) => {
        if (answer === superseded) return;
        const found = offeredCategories(answer.serviceOfferingCategories);
        onAddons(found);
        if (found.length === 0) skip();
      })
      .catch((error: unknown) => {
        console.info('workshop booking: add-ons failed', String(error));
        onAddons([]);
        skip();
      });
  }, [categories, latest, plate, lat, lng, dispatch, onAddons]);

  if (categories === null) return <Spinner label={serviceTexts.loading} />;
  const chosen = selectedOfType(state.services, 'addon').length > 0;
  return (
    <div className="booking-addons">
      <OfferingList
        categories={categories}
        state={state}
        dispatch={dispatch}
        type="addon"
        texts={serviceTexts}
      />
      <div className="booking-actions">
        <button
          type="button"
          className="booking-button"
          disabled={chosen}
          onClick={() => dispatch({ type: 'addonsDone', addons: false })}
        >
          {texts.withoutAddons}
        </button>
        <button
          type="button"
          className="booking-button booking-button--primary"
          disabled={!chosen || selectionIncomplete(categories, state)}
          onClick={() => dispatch({ type: 'addonsDone', addons: true })}
        >
          {texts.continue}
        </button>
      </div>
    </div>
  );
}
