import { describe, expect, it } from 'vitest';
import { blockSchema } from '#client/blocks/schema.ts';
import { SellCarFormSection } from '#client/blocks/sell-car-form/sell-car-form.tsx';
import type { SellCarFormBlock } from '#client/blocks/sell-car-form/sell-car-form.schema.ts';
import type { LeadFormTicket } from '#client/contracts/lead-forms.route.ts';
import type { Language } from '#client/contracts/site-profile.ts';
import { defaultDictionary } from '#client/lib/default-dictionary.ts';
import { renderInPage } from './render-block.tsx';

const ticket: LeadFormTicket = {
  formSubmissionId: '6f1c9d4e-2b7a-4c1e-9a55-0c8d2e7f1b30',
  formToken: 'signed-token',
  turnstileSiteKey: null,
};
const block = (fields: Record<string, unknown> = {}) =>
  blockSchema.parse({ id: 'sell', type: 'sell-car-form', fields }) as SellCarFormBlock;
const render = (
  b: SellCarFormBlock = block(),
  { language = 'sv', dictionary = {} }: { language?: Language; dictionary?: object } = {},
) =>
  renderInPage(<SellCarFormSection block={b} ticket={ticket} />, {
    site: language === 'sv' ? 'group-se' : 'group-uk',
    language,
    dictionary: { ...defaultDictionary[language], ...dictionary },
  });

describe('sell-car-form block', () => {
  it('renders the authored heading as an h2 unless told, and no header without a title or intro', () => {
    expect(render()).not.toContain('sell-car-form__header');
    expect(render(block({ Title: 'Sälj din bil', Intro: 'Vi hör av oss.' }))).toContain(
      '<h2 id="sell-title" class="sell-car-form__title">Sälj din bil</h2><p class="sell-car-form__intro">Vi hör av oss.</p>',
    );
    expect(render(block({ Title: 'Sälj din bil', TitleTag: 'h1' }))).toContain(
      '<h1 id="sell-title" class="sell-car-form__title">',
    );
  });

  it('places the form island, hydrated at load, as a plain post to the forms route with the ticket and every field named as the values', () => {
    const html = render();
    expect(html).toContain('data-island="sell-car-form" data-hydrate="load"');
    expect(html).toContain(
      '<form class="sell-car-form__form" action="/api/forms/comhub" method="post">',
    );
    for (const hidden of [
      'name="formName" value="sell-car"',
      `name="formSubmissionId" value="${ticket.formSubmissionId}"`,
      'name="formToken" value="signed-token"',
      'name="language" value="sv"',
    ])
      expect(html).toContain(hidden);
    for (const name of [
      'regno',
      'milage',
      'customerName',
      'customerPhone',
      'customerEmail',
      'other',
    ])
      expect(html).toContain(`name="${name}"`);
    expect(html).toContain('name="option" value="sell"');
    expect(html).toContain('name="option" value="trade-in"');
    // Until the script runs, the browser checks the fields: none is marked novalidate.
    expect(html).not.toContain('noValidate');
  });

  it("labels the form with the site dictionary's words in the page's language", () => {
    const swedish = render(block(), { dictionary: { sellCarRegnoLabel: 'Regnr' } });
    expect(swedish).toContain('>Regnr<span aria-hidden="true"> *</span></label>');
    expect(swedish).toContain('>Skicka</button>');
    const english = render(block(), { language: 'en' });
    expect(english).toContain('>Registration number<span aria-hidden="true"> *</span></label>');
    expect(english).toContain('>Part-exchange my car</label>');
    expect(english).toContain('>Send</button>');
  });
});
