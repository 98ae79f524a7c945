import FormBuilderIsland from '../../islands/form-builder.island.tsx';
import { formBuilderPropsSchema } from '../../islands/form-builder.props.ts';
import { hostedFormUrl, type LeadFormEmbedSources } from '../../lead-form-embeds/embed-sources.ts';
import { EmbedSection } from '../../lead-form-embeds/embed-section.tsx';
import { defineIsland } from '../../runtime/island-slot.tsx';
import type { FormBuilderBlock } from './form-builder.schema.ts';

const FormBuilderSlot = defineIsland('form-builder', FormBuilderIsland, formBuilderPropsSchema);

/**
 * The form builder's form (car-stock spec 2, 7): its hosted form in a frame with a plain link
 * under it, both in the server's HTML; the island adds the thank-you with the visitor's answers.
 */
export function FormBuilder({
  block,
  sources,
}: {
  block: FormBuilderBlock;
  sources: LeadFormEmbedSources;
}) {
  return (
    <EmbedSection block={block} name="form-builder">
      {(formId, texts) => (
        <FormBuilderSlot
          props={{
            formId,
            formUrl: hostedFormUrl(sources.formBuilderUrl, formId),
            frameTitle: block.fields.Title ?? texts.formFrameTitle,
            texts,
          }}
          hydrate="idle"
        />
      )}
    </EmbedSection>
  );
}
