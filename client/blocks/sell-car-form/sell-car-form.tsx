import type { LeadFormTicket } from '../../contracts/lead-forms.route.ts';
import { leadOutcomeTexts } from '../../lead-forms/lead-outcome.texts.ts';
import { SellCarFormSlot } from '../../lead-forms/sell-car-slot.tsx';
import { usePageContext } from '../../runtime/page-context.tsx';
import { Editable } from '../../ui/editable.tsx';
import type { SellCarFormBlock } from './sell-car-form.schema.ts';

/**
 * The sell-car block: the authored heading and intro from the server, then the form's island with
 * the ticket the worker made for this render. The island hydrates at load, since sending the form
 * is what the page is for; its server render is the whole form, so it works before (and without)
 * its script.
 */
export function SellCarFormSection({
  block,
  ticket,
}: {
  block: SellCarFormBlock;
  ticket: LeadFormTicket;
}) {
  const { dictionary, language, path } = usePageContext();
  const { Title, TitleTag: Heading, Intro } = block.fields;
  const titleId = `${block.id}-title`;
  return (
    <section className="sell-car-form" aria-labelledby={Title ? titleId : undefined}>
      {Title || Intro ? (
        <header className="sell-car-form__header">
          {Title ? (
            <Heading id={titleId} className="sell-car-form__title">
              <Editable field="Title">{Title}</Editable>
            </Heading>
          ) : null}
          {Intro ? (
            <p className="sell-car-form__intro">
              <Editable field="Intro">{Intro}</Editable>
            </p>
          ) : null}
        </header>
      ) : null}
      <SellCarFormSlot
        hydrate="load"
        props={{
          ticket,
          language,
          sourcePageUrl: path,
          dictionary,
          outcomeTexts: leadOutcomeTexts[language],
        }}
      />
    </section>
  );
}
