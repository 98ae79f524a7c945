import MarketingFormIsland from '../../islands/marketing-form.island.tsx';
import { marketingFormPropsSchema } from '../../islands/marketing-form.props.ts';
import { hostedFormUrl, type LeadFormEmbedSources } from '../../lead-form-embeds/embed-sources.ts';
import { EmbedSection } from '../../lead-form-embeds/embed-section.tsx';
import { defineIsland } from '../../runtime/island-slot.tsx';
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
  const { marketingScriptUrl, marketingLinkUrl } = sources;
  return (
    <EmbedSection block={block} name="marketing-form">
      {(formId, texts) => (
        <MarketingFormSlot
          props={{
            formId,
            scriptUrl: marketingScriptUrl ?? null,
            formUrl: marketingLinkUrl ? hostedFormUrl(marketingLinkUrl, formId) : null,
            texts,
          }}
          hydrate="idle"
        />
      )}
    </EmbedSection>
  );
}
