import FormBuilderIsland from '../../islands/form-builder.island.tsx';
import { formBuilderPropsSchema } from '../../islands/form-builder.props.ts';
import { hostedFormUrl, type LeadFormEmbedSources } from '../../lead-form-embeds/embed-sources.ts';
import { leadFormEmbedTexts } from '../../lead-form-embeds/lead-form-embeds.texts.ts';
import { defineIsland } from '../../runtime/island-slot.tsx';
import { usePageContext } from '../../runtime/page-context.tsx';
import { TitledSection } from '../titled-section.tsx';
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
  const texts = leadFormEmbedTexts[usePageContext().language];
  const { FormId: formId, Title, HasMarginTop } = block.fields;
  return (
    <TitledSection id={block.id} name="form-builder" title={Title} hasMarginTop={HasMarginTop}>
      {formId ? (
        <FormBuilderSlot
          props={{
            formId,
            formUrl: hostedFormUrl(sources.formBuilderUrl, formId),
            frameTitle: Title ?? texts.formFrameTitle,
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
