import { tireHotelTexts } from '../../tire-hotel/tire-hotel.texts.ts';
import { TireHotelSlot } from '../../tire-hotel/tire-hotel-slot.tsx';
import { Editable } from '../../ui/editable.tsx';
import type { TireHotelBlock } from './tire-hotel.schema.ts';

/**
 * The tire hotel block: the page's heading and intro from the server, then the flow's island. The
 * island hydrates at load, since the flow is what the page is for; it reads the page's own `regNo`
 * query parameter itself, so the server's HTML is the same for every plate and caches as one page.
 */
export function TireHotel({ block }: { block: TireHotelBlock }) {
  const { heading, ...texts } = tireHotelTexts.sv;
  const {
    Title,
    Intro,
    SupportEmail,
    ServiceBookingUrl,
    ContactUrl,
    PackageInfoUrl,
    StartPageUrl,
  } = block.fields;
  return (
    <section className="tire-hotel-block">
      <header className="tire-hotel-block__header">
        <h1 className="tire-hotel-block__title">
          <Editable field="Title">{Title ?? heading}</Editable>
        </h1>
        {Intro ? (
          <p className="tire-hotel-block__intro">
            <Editable field="Intro">{Intro}</Editable>
          </p>
        ) : null}
      </header>
      <TireHotelSlot
        hydrate="load"
        props={{
          texts,
          supportEmail: SupportEmail,
          serviceBookingUrl: ServiceBookingUrl,
          contactUrl: ContactUrl,
          packageInfoUrl: PackageInfoUrl ?? null,
          startPageUrl: StartPageUrl,
        }}
      />
    </section>
  );
}
