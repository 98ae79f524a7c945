import { bookingTexts } from '../../booking/booking.texts.ts';
import { WorkshopBookingSlot } from '../../booking/workshop-booking-slot.tsx';
import { LandingHeader } from './landing-header.tsx';
import type { WorkshopBookingBlock } from './workshop-booking.schema.ts';

/**
 * The workshop booking block: the landing header, then the booking flow's island. The island
 * hydrates at load, since booking is what the page is for; its server render is step 1, so
 * everything before the first interaction is in the first HTML.
 */
export function WorkshopBooking({
  block,
  mapsApiKey,
}: {
  block: WorkshopBookingBlock;
  /** The maps service's browser key (MAPS_API_KEY); null draws the offline map. */
  mapsApiKey: string | null;
}) {
  return (
    <section className="workshop-booking">
      <LandingHeader block={block} />
      <WorkshopBookingSlot
        hydrate="load"
        props={{
          texts: bookingTexts.sv,
          supportEmail: block.fields.SupportEmail,
          damageInspectionUrl: block.fields.DamageInspectionUrl,
          mapsApiKey,
        }}
      />
    </section>
  );
}
