import { useEffect, useState } from 'react';
import type { OfferingCategory } from '../contracts/mechmate.ts';
import { addonsRoute, servicesRoute } from '../contracts/mechmate.route.ts';
import { callApi } from '../lib/api-call.ts';
import { superseded, useLatestCall } from '../lib/latest-call.ts';
import { Spinner } from '../ui/spinner.tsx';
import type { BookingTexts } from './booking.texts.ts';
import type { BookingAction, BookingState } from './booking-state.ts';
import { OfferingList } from './offering-list.tsx';
import { offeredCategories, placeQuery, selectedOfType, selectionIncomplete } from './offerings.ts';
import { SupportContact } from './support-contact.tsx';

type Offers =
  { phase: 'loading' } | { phase: 'failed' } | { phase: 'ready'; categories: OfferingCategory[] };

/**
 * Step 2 (booking spec 2.1, 4.1, 8.1): the services for the car at the place, as expandable
 * categories, and the fixed 'Skadebesiktning' entry that opens the insurer's inspection page in a
 * new tab. A failed or empty answer says so with the support address. 'Fortsätt' waits for a
 * complete selection, then asks for the add-ons: none (or a failure) skips their step.
 */
export function StepServices({
  state,
  dispatch,
  texts,
  continueText,
  supportEmail,
  damageInspectionUrl,
  onAddons,
}: {
  state: BookingState;
  dispatch: (action: BookingAction) => void;
  texts: BookingTexts['services'];
  continueText: string;
  supportEmail: string;
  damageInspectionUrl: string;
  /** The add-ons the step found, so step 3 shows them without asking again. */
  onAddons: (categories: OfferingCategory[]) => void;
}) {
  const [offers, setOffers] = useState<Offers>({ phase: 'loading' });
  const [advancing, setAdvancing] = useState(false);
  const services = useLatestCall();
  const addons = useLatestCall();
  const { plate, lat, lng } = state;

  useEffect(() => {
    setOffers({ phase: 'loading' });
    void services
      .run((signal) => callApi(servicesRoute(plate), placeQuery({ lat, lng }), signal))
      .then((answer) => {
        if (answer === superseded) return;
        const categories = offeredCategories(answer.serviceOfferingCategories);
        setOffers(categories.length ? { phase: 'ready', categories } : { phase: 'failed' });
      })
      .catch((error: unknown) => {
        console.info('workshop booking: services failed', String(error));
        setOffers({ phase: 'failed' });
      });
  }, [services, plate, lat, lng]);

  const proceed = async () => {
    setAdvancing(true);
    let found: OfferingCategory[] = [];
    try {
      const answer = await addons.run((signal) =>
        callApi(addonsRoute(plate), placeQuery({ lat, lng }), signal),
      );
      if (answer === superseded) return;
      found = offeredCategories(answer.serviceOfferingCategories);
    } catch (error) {
      // Spec 8.1: a failed add-ons call skips their step without a message.
      console.info('workshop booking: add-ons failed', String(error));
    }
    setAdvancing(false);
    onAddons(found);
    dispatch({ type: 'servicesDone', skipAddons: found.length === 0 });
  };

  if (offers.phase === 'loading') return <Spinner label={texts.loading} />;
  if (offers.phase === 'failed')
    return (
      <div className="booking-message booking-message--problem" role="alert">
        <p>{texts.failed}</p>
        <SupportContact text={texts.failedContact} email={supportEmail} />
      </div>
    );
  const chosen = selectedOfType(state.services, 'service').length > 0;
  const ready = chosen && !selectionIncomplete(offers.categories, state);
  return (
    <div className="booking-services">
      <OfferingList
        categories={offers.categories}
        state={state}
        dispatch={dispatch}
        type="service"
        texts={texts}
        extra={
          <li className="booking-category booking-category--link">
            <a href={damageInspectionUrl} target="_blank" rel="noopener">
              {texts.damageInspection}
            </a>{' '}
            <span className="booking-category__note">({texts.damageInspectionNote})</span>
          </li>
        }
      />
      <div className="booking-actions">
        <button
          type="button"
          className="booking-button booking-button--primary"
          disabled={!ready || advancing}
          onClick={() => void proceed()}
        >
          {continueText}
        </button>
        {advancing ? <Spinner label={texts.loading} size="small" /> : null}
      </div>
    </div>
  );
}
