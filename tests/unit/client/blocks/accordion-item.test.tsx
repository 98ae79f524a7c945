import { describe, expect, it } from 'vitest';
import { AccordionItem } from '#client/blocks/accordion-item/accordion-item.tsx';
import {
  accordionItemSchema,
  paragraphsOf,
} from '#client/blocks/accordion-item/accordion-item.schema.ts';
import { renderInPage } from './render-block.tsx';

describe('accordion item', () => {
  it('is a closed native details element whose summary is the title, so it opens without script', () => {
    const block = accordionItemSchema.parse({
      id: 'a',
      type: 'accordion-item',
      fields: { Title: 'Is home delivery available?', Text: 'Yes.' },
    });
    const html = renderInPage(<AccordionItem block={block} />);
    expect(html).toMatch(
      /^<div class="accordion-item"><details class="accordion"><summary class="accordion__summary"><span class="accordion__title">Is home delivery available\?<\/span>/,
    );
    expect(html).not.toContain(' open');
    expect(html).toContain('<div class="accordion__panel"><p>Yes.</p></div>');
  });

  it('splits its text into paragraphs at blank lines and renders an item without text', () => {
    expect(paragraphsOf('One\nstill one\n\n  Two  \n \n\n')).toEqual(['One\nstill one', 'Two']);
    expect(paragraphsOf(undefined)).toEqual([]);
    const block = accordionItemSchema.parse({
      id: 'a',
      type: 'accordion-item',
      fields: { Title: 'Only a title' },
    });
    expect(renderInPage(<AccordionItem block={block} />)).toContain(
      '<div class="accordion__panel"></div>',
    );
  });

  it('is dropped without a title', () => {
    expect(
      accordionItemSchema.safeParse({
        id: 'a',
        type: 'accordion-item',
        fields: { Title: '  ', Text: 'x' },
      }).success,
    ).toBe(false);
  });
});
