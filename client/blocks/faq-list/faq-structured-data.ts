import { paragraphsOf } from '../accordion-item/accordion-item.schema.ts';
import type { FaqItem } from './faq-list.schema.ts';

/** schema.org FAQPage of a list of questions: one Question with its accepted Answer per item. */
export function faqPageData(items: FaqItem[]) {
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    mainEntity: items.map((item) => ({
      '@type': 'Question',
      name: item.Question,
      acceptedAnswer: { '@type': 'Answer', text: paragraphsOf(item.Answer).join('\n\n') },
    })),
  };
}
