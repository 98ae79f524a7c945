import type { LeadFormTicket, ServiceRequestDealers } from '../../contracts/lead-forms.route.ts';
import ServiceRequestFormIsland from '../../islands/service-request-form.island.tsx';
import { serviceRequestFormPropsSchema } from '../../islands/service-request-form.props.ts';
import { localTime } from '../../lib/dealer-sites/opening-hours.ts';
import { serviceRequestTexts } from '../../lead-forms/service-request.texts.ts';
import { defineIsland } from '../../runtime/island-slot.tsx';
import { usePageContext } from '../../runtime/page-context.tsx';
import { Editable } from '../../ui/editable.tsx';
import type { ServiceRequestFormBlock } from './service-request-form.schema.ts';

const ServiceRequestFormSlot = defineIsland(
  'service-request-form',
  ServiceRequestFormIsland,
  serviceRequestFormPropsSchema,
);

/**
 * The service request block: its heading and intro, then the form's island with this request's
 * ticket, the dealers (names and cities only) and today's date in Oslo (the dealers' day, whatever
 * the visitor's clock says), the earliest one to ask for.
 */
export function ServiceRequestForm({
  block,
  ticket,
  dealers,
}: {
  block: ServiceRequestFormBlock;
  ticket: LeadFormTicket;
  dealers: ServiceRequestDealers;
}) {
  const { path } = usePageContext();
  const { Title, Intro } = block.fields;
  const headingId = `${block.id}-heading`;
  return (
    <section className="service-request-form" aria-labelledby={headingId}>
      <h2 id={headingId} className="service-request-form__title">
        <Editable field="Title">{Title ?? serviceRequestTexts.nb.heading}</Editable>
      </h2>
      {Intro ? (
        <p className="service-request-form__intro">
          <Editable field="Intro">{Intro}</Editable>
        </p>
      ) : null}
      <ServiceRequestFormSlot
        hydrate="visible"
        props={{
          ticket,
          dealers,
          today: localTime(new Date(), 'Europe/Oslo').date,
          sourcePageUrl: path,
        }}
      />
    </section>
  );
}
