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

const unsafe: Record<string, string> = { '<': '\\u003c', '>': '\\u003e', '&': '\\u0026', '\u2028': '\\u2028', '\u2029': '\\u2029' };

/**
 * JSON for the inside of a script element: `<`, `>` and `&` (and the two line separators) as
 * escapes, so an answer containing `</script>` or `<!--` cannot end the element or start markup.
 * (The worker's src/render/json-script.ts does the same; client code may not import it.)
 */
export function jsonLdText(value: unknown): string {
  return JSON.stringify(value).replace(/[<>&\u2028\u2029]/g, (ch) => unsafe[ch] ?? ch);
}
