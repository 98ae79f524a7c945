import { describe, expect, it } from 'vitest';
import { ImageCard } from '#client/blocks/image-card/image-card.tsx';
import { imageCardSchema } from '#client/blocks/image-card/image-card.schema.ts';
import { renderInPage } from './render-block.tsx';

const image = { src: '/images/cards/road-winter.svg', alt: '' };
const parse = (fields: Record<string, unknown>) =>
  imageCardSchema.parse({ id: 'i', type: 'image-card', fields });

describe('image card', () => {
  it('puts a gradient behind the text only when asked', () => {
    expect(
      renderInPage(
        <ImageCard block={parse({ Image: image, Title: 'Winter', HasGradient: true })} />,
      ),
    ).toContain('class="image-card image-card--gradient"');
    expect(renderInPage(<ImageCard block={parse({ Image: image, Title: 'Winter' })} />)).toContain(
      'class="image-card"',
    );
  });

  it('makes its title the link when it has one, and has no link markup without', () => {
    const linked = renderInPage(
      <ImageCard
        block={parse({ Image: image, Title: 'Winter', Link: { href: '/winter', text: 'Read' } })}
      />,
    );
    expect(linked).toMatch(
      /<h2 class="image-card__title"><a class="image-card__link" href="\/winter">Winter<svg/,
    );
    const plain = renderInPage(<ImageCard block={parse({ Image: image, Title: 'Winter' })} />);
    expect(plain).not.toMatch(/<a[\s>]/);
  });

  it('names its link by the link text when it has no title, and is dropped without an image', () => {
    expect(
      renderInPage(
        <ImageCard
          block={parse({ Image: image, Link: { href: '/winter', text: 'Winter tips' } })}
        />,
      ),
    ).toContain('href="/winter">Winter tips');
    expect(
      imageCardSchema.safeParse({ id: 'i', type: 'image-card', fields: { Title: 'x' } }).success,
    ).toBe(false);
  });
});
