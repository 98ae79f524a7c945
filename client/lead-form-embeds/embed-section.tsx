import type { ReactNode } from 'react';
import { TitledSection } from '../blocks/titled-section.tsx';
import { usePageContext } from '../runtime/page-context.tsx';
import { type LeadFormEmbedTexts, leadFormEmbedTexts } from './lead-form-embeds.texts.ts';

/** The fields both embeds share: the provider's form id and the titled section's. */
interface EmbedBlock {
  id: string;
  fields: { FormId?: string; Title?: string; HasMarginTop: boolean };
}

/**
 * An embed's section (car-stock spec 2): its title, then the embed for its form id, or 'Missing
 * FormId' when the author set none.
 */
export function EmbedSection({
  block,
  name,
  children,
}: {
  block: EmbedBlock;
  /** The block's class name. */
  name: string;
  children: (formId: string, texts: LeadFormEmbedTexts) => ReactNode;
}) {
  const texts = leadFormEmbedTexts[usePageContext().language];
  const { FormId: formId, Title, HasMarginTop } = block.fields;
  return (
    <TitledSection id={block.id} name={name} title={Title} hasMarginTop={HasMarginTop}>
      {formId ? (
        children(formId, texts)
      ) : (
        <p className="lead-embed__missing">{texts.missingFormId}</p>
      )}
    </TitledSection>
  );
}
