import { describe, expect, it } from 'vitest';
import { CarModelCard } from '#client/blocks/car-model-card/car-model-card.tsx';
import {
  carModelCardSchema,
  carModelFacts,
} from '#client/blocks/car-model-card/car-model-card.schema.ts';
import { renderInPage } from './render-block.tsx';

const parse = (fields: Record<string, unknown>) =>
  carModelCardSchema.parse({ id: 'c', type: 'car-model-card', fields });

describe('car model card', () => {
  it('shows only the label/value pairs that have both a label and a value, numbered as authored', () => {
    const block = parse({
      Title: 'BMW iX1',
      Label1: 'From',
      LabelValue1: '£48,295',
      Label2: 'Range',
      LabelValue2: '',
      Label3: '',
      LabelValue3: '5.7 s',
      Label4: 'Charging',
      LabelValue4: '29 min',
    });
    expect(carModelFacts(block.fields)).toEqual([
      { number: 1, label: 'From', value: '£48,295' },
      { number: 4, label: 'Charging', value: '29 min' },
    ]);
    const html = renderInPage(<CarModelCard block={block} />);
    expect(html.match(/<dt>/g)).toHaveLength(2);
    expect(html).toContain('<dt>Charging</dt><dd>29 min</dd>');
    expect(html).not.toContain('Range');
  });

  it('renders no fact list at all when no pair is complete', () => {
    const html = renderInPage(
      <CarModelCard block={parse({ Title: 'smart #1', Label1: 'From' })} />,
    );
    expect(html).not.toContain('<dl');
  });

  it('makes the title the one link of the card when a link is set, and has no link markup otherwise', () => {
    const linked = renderInPage(
      <CarModelCard
        block={parse({
          Title: 'MINI Cooper E',
          Link: { href: '/buy-car/new-cars/mini', text: 'Explore' },
        })}
      />,
    );
    expect(linked.match(/<a /g)).toHaveLength(1);
    expect(linked).toMatch(
      /<h3 class="card__title"><a class="card__link" href="\/buy-car\/new-cars\/mini">MINI Cooper E<\/a><\/h3>/,
    );
    expect(linked).toContain('card--linked');
    const plain = renderInPage(<CarModelCard block={parse({ Title: 'MINI Cooper E' })} />);
    expect(plain).not.toMatch(/<a[\s>]/);
    expect(plain).not.toContain('card--linked');
  });

  it('shows the campaign badge only for a campaign, with the built-in word when the campaign has no text', () => {
    expect(
      renderInPage(
        <CarModelCard block={parse({ Title: 'A', IsCampaign: true, Campaign: '0% APR' })} />,
      ),
    ).toContain('>0% APR</span>');
    expect(
      renderInPage(<CarModelCard block={parse({ Title: 'A', IsCampaign: '1' })} />, {
        language: 'sv',
        site: 'group-se',
      }),
    ).toContain('>Kampanj</span>');
    expect(
      renderInPage(<CarModelCard block={parse({ Title: 'A', Campaign: '0% APR' })} />),
    ).not.toContain('card__badge');
  });

  it('is dropped by the schema without a title, and refuses a link off the site to a non-https address', () => {
    expect(
      carModelCardSchema.safeParse({ id: 'c', type: 'car-model-card', fields: { Text: 'x' } })
        .success,
    ).toBe(false);
    expect(
      carModelCardSchema.safeParse({
        id: 'c',
        type: 'car-model-card',
        fields: { Title: 'A', Link: { href: 'javascript:alert(1)' } },
      }).success,
    ).toBe(false);
    expect(
      carModelCardSchema.safeParse({
        id: 'c',
        type: 'car-model-card',
        fields: { Title: 'A', Link: { href: '//evil.example' } },
      }).success,
    ).toBe(false);
  });
});
