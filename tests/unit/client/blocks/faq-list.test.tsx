import { describe, expect, it } from 'vitest';
import { FaqList } from '#client/blocks/faq-list/faq-list.tsx';
import { faqListSchema } from '#client/blocks/faq-list/faq-list.schema.ts';
import { faqPageData } from '#client/blocks/faq-list/faq-structured-data.ts';
import { jsonForScript } from '#client/lib/json-script.ts';
import { renderInPage } from './render-block.tsx';

const parse = (fields: Record<string, unknown>) =>
  faqListSchema.parse({ id: 'faq', type: 'faq-list', fields });
const ldOf = (html: string) => {
  const match = /<script type="application\/ld\+json" nonce="([^"]*)">(.*?)<\/script>/s.exec(html);
  return match ? { nonce: match[1], json: match[2]!, data: JSON.parse(match[2]!) } : undefined;
};

describe('FAQ list', () => {
  it('describes the questions as one schema.org FAQPage with a Question and accepted Answer each', () => {
    expect(
      faqPageData([
        { Question: 'Can I settle early?', Answer: 'Yes.\n\nAsk for a settlement figure.' },
        { Question: 'Courtesy car?', Answer: 'Free.' },
      ]),
    ).toEqual({
      '@context': 'https://schema.org',
      '@type': 'FAQPage',
      mainEntity: [
        {
          '@type': 'Question',
          name: 'Can I settle early?',
          acceptedAnswer: { '@type': 'Answer', text: 'Yes.\n\nAsk for a settlement figure.' },
        },
        {
          '@type': 'Question',
          name: 'Courtesy car?',
          acceptedAnswer: { '@type': 'Answer', text: 'Free.' },
        },
      ],
    });
  });

  it('writes the structured data in a JSON-LD script carrying the page nonce', () => {
    const html = renderInPage(
      <FaqList block={parse({ Title: 'Questions', Items: [{ Question: 'Q1', Answer: 'A1' }] })} />,
      { nonce: 'abc123' },
    );
    const ld = ldOf(html);
    expect(ld?.nonce).toBe('abc123');
    expect(ld?.data.mainEntity).toEqual([
      { '@type': 'Question', name: 'Q1', acceptedAnswer: { '@type': 'Answer', text: 'A1' } },
    ]);
  });

  it('escapes </script> and markup in questions and answers so they cannot leave the script element', () => {
    const question = 'Is </script><script>alert(1)</script> safe?';
    const answer = 'Fish & chips <!-- and\u2028more';
    const json = jsonForScript(faqPageData([{ Question: question, Answer: answer }]));
    expect(json).not.toMatch(/[<>&\u2028\u2029]/);
    expect(json).toContain('\\u003c/script\\u003e');
    const html = renderInPage(
      <FaqList block={parse({ Items: [{ Question: question, Answer: answer }] })} />,
    );
    expect(html.match(/<\/script>/g)).toHaveLength(1);
    expect(ldOf(html)?.data.mainEntity[0]).toEqual({
      '@type': 'Question',
      name: question,
      acceptedAnswer: { '@type': 'Answer', text: answer },
    });
  });

  it('shows each question as a native disclosure, closed, with its answer in paragraphs', () => {
    const html = renderInPage(
      <FaqList
        block={parse({
          Items: [
            { Question: 'Q1', Answer: 'One.\n\nTwo.' },
            { Question: 'Q2', Answer: 'Three.' },
          ],
        })}
      />,
    );
    expect(html.match(/<details class="accordion">/g)).toHaveLength(2);
    expect(html).toContain(
      '<summary class="accordion__summary"><span class="accordion__title">Q1</span>',
    );
    expect(html).toContain('<p>One.</p><p>Two.</p>');
  });

  it('drops a list without questions or with an unanswered one', () => {
    expect(
      faqListSchema.safeParse({ id: 'f', type: 'faq-list', fields: { Items: [] } }).success,
    ).toBe(false);
    expect(
      faqListSchema.safeParse({
        id: 'f',
        type: 'faq-list',
        fields: { Items: [{ Question: 'Q', Answer: ' ' }] },
      }).success,
    ).toBe(false);
  });
});
