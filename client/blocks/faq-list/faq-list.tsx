import { TitledSection } from '../titled-section.tsx';
import { usePageContext } from '../../runtime/page-context.tsx';
import { Accordion } from '../accordion-item/accordion-item.tsx';
import type { FaqListBlock } from './faq-list.schema.ts';
import { jsonForScript } from '../../lib/json-script.ts';
import { faqPageData } from './faq-structured-data.ts';

/**
 * Frequently asked questions as a list of accordions, and the same questions as FAQPage structured
 * data for search engines (a JSON-LD script carrying the page's nonce).
 */
export function FaqList({ block }: { block: FaqListBlock }) {
  const { nonce } = usePageContext();
  const { Title, Items, HasMarginTop } = block.fields;
  return (
    <TitledSection id={block.id} name="faq-list" title={Title} hasMarginTop={HasMarginTop}>
      <div className="faq-list__items">
        {Items.map((item, index) => (
          <Accordion
            key={index}
            title={item.Question}
            text={item.Answer}
            titleField={`Items.${index}.Question`}
            textField={`Items.${index}.Answer`}
          />
        ))}
      </div>
      <script
        type="application/ld+json"
        nonce={nonce}
        dangerouslySetInnerHTML={{ __html: jsonForScript(faqPageData(Items)) }}
      />
    </TitledSection>
  );
}
