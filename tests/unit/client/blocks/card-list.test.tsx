import { describe, expect, it } from 'vitest';
import { cardGridClass, columnsAt, gridColumns } from '#client/blocks/card-list/card-grid.ts';
import { CardList } from '#client/blocks/card-list/card-list.tsx';
import { cardListSchema } from '#client/blocks/card-list/card-list.schema.ts';
import { renderInPage } from './render-block.tsx';

const parse = (fields: Record<string, unknown>) =>
  cardListSchema.parse({ id: 'list', type: 'card-list', fields });
const items = [
  { Title: 'Servicing', Link: { href: '/service' }, ButtonText: 'Book' },
  { Title: 'Parts' },
  { Title: 'Finance' },
  { Title: 'Insurance' },
];

describe('card list', () => {
  it('has 1 card per row up to 768 px, 3 to 1024, then 3 and 3 for three per row', () => {
    const columns = gridColumns('Card', 3);
    expect(
      [390, 767, 768, 900, 1023, 1024, 1100, 1279, 1280, 1440].map((w) => columnsAt(columns, w)),
    ).toEqual([1, 1, 3, 3, 3, 3, 3, 3, 3, 3]);
  });

  it('has 2 per row below 1280 px and 4 beyond when four per row is chosen', () => {
    const columns = gridColumns('Card With Borders', 4);
    expect([390, 900, 1100, 1440].map((w) => columnsAt(columns, w))).toEqual([1, 3, 2, 4]);
  });

  it('keeps list cards one per row up to 1024 px', () => {
    expect([390, 900, 1100, 1440].map((w) => columnsAt(gridColumns('List Card', 3), w))).toEqual([
      1, 1, 3, 3,
    ]);
    expect([390, 900, 1100, 1440].map((w) => columnsAt(gridColumns('List Card', 4), w))).toEqual([
      1, 1, 2, 4,
    ]);
  });

  it('names the grid classes the stylesheet turns into those columns', () => {
    expect(cardGridClass('Card', 3)).toBe('card-grid card-grid--per-row-3');
    expect(cardGridClass('Card With Borders', 4)).toBe('card-grid card-grid--per-row-4');
    expect(cardGridClass('List Card', 4)).toBe('card-grid card-grid--per-row-4 card-grid--list');
  });

  it('reads CardsPerRow as Sitecore sends it (text) and defaults to three', () => {
    expect(parse({ Items: items, CardsPerRow: '4' }).fields.CardsPerRow).toBe(4);
    expect(parse({ Items: items }).fields.CardsPerRow).toBe(3);
    expect(
      cardListSchema.safeParse({
        id: 'l',
        type: 'card-list',
        fields: { Items: items, CardsPerRow: 5 },
      }).success,
    ).toBe(false);
  });

  it('renders every card as a list item, bordered and grey when asked, linking only the cards with a link', () => {
    const html = renderInPage(
      <CardList
        block={parse({
          Title: 'Ownership',
          Items: items,
          Variant: 'Card With Borders',
          HasGreyBackground: true,
          CardsPerRow: 4,
        })}
      />,
    );
    expect(html.match(/<li class="card-grid__item">/g)).toHaveLength(4);
    expect(html).toContain('class="card-list card-list--bordered card-list--grey"');
    expect(html).toContain('<ul class="card-grid card-grid--per-row-4">');
    expect(html.match(/<a /g)).toHaveLength(1);
    expect(html).toContain(
      '<h3 class="card__title"><a class="card__link" href="/service">Servicing</a></h3>',
    );
    expect(html).toContain('<span class="card__action" aria-hidden="true">Book');
  });

  it('drops a list without cards, and a card with neither title, picture nor text', () => {
    expect(
      cardListSchema.safeParse({ id: 'l', type: 'card-list', fields: { Items: [] } }).success,
    ).toBe(false);
    expect(
      cardListSchema.safeParse({
        id: 'l',
        type: 'card-list',
        fields: { Items: [{ ButtonText: 'Go' }] },
      }).success,
    ).toBe(false);
  });

  it('shows the phone picture under 768 px and a desktop video with its own controls, never autoplaying', () => {
    const html = renderInPage(
      <CardList
        block={parse({
          Items: [
            {
              Title: 'Film',
              Image: { src: '/images/a.svg', alt: '' },
              ImagePhone: { src: '/images/b.svg', alt: '' },
              VideoDesktop: { src: '/media/film.mp4' },
            },
          ],
        })}
      />,
    );
    expect(html).toMatch(
      /<video class="card__video card__video--desktop" src="\/media\/film.mp4" poster="\/images\/a.svg" controls="" (muted="" )?playsInline="" preload="none"><\/video>/,
    );
    expect(html).not.toContain('autoPlay');
    expect(html).toContain('class="card__image card__image--phone"');
  });
});
