import MarketingFormIsland from '../../islands/marketing-form.island.tsx';
import { marketingFormPropsSchema } from '../../islands/marketing-form.props.ts';
import { hostedFormUrl, type LeadFormEmbedSources } from '../../lead-form-embeds/embed-sources.ts';
import { leadFormEmbedTexts } from '../../lead-form-embeds/lead-form-embeds.texts.ts';
import { defineIsland } from '../../runtime/island-slot.tsx';
import { usePageContext } from '../../runtime/page-context.tsx';
import { TitledSection } from '../titled-section.tsx';
import type { MarketingFormBlock } from './marketing-form.schema.ts';

const MarketingFormSlot = defineIsland(
  'marketing-form',
  MarketingFormIsland,
  marketingFormPropsSchema,
);

/**
 * The marketing-automation form (car-stock spec 2): the island draws the provider's form; the
 * server's HTML is the plain link to the form's hosted page, so it works without JavaScript.
 */
export function MarketingForm({
  block,
  sources,
}: {
  block: MarketingFormBlock;
  sources: LeadFormEmbedSources;
}) {
  const texts = leadFormEmbedTexts[usePageContext().language];
  const { FormId: formId, Title, HasMarginTop } = block.fields;
  return (
    <TitledSection id={block.id} name="marketing-form" title={Title} hasMarginTop={HasMarginTop}>
      {formId ? (
        <MarketingFormSlot
          props={{
            formId,
            scriptUrl: sources.marketingScriptUrl ?? null,
            formUrl: sources.marketingLinkUrl
              ? hostedFormUrl(sources.marketingLinkUrl, formId)
              : null,
            texts,
          }}
          hydrate="idle"
        />
      ) : (
        <p className="lead-embed__missing">{texts.missingFormId}</p>
      )}
    </TitledSection>
  );
}
