import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { StarRating, filledStars } from '#client/ui/star-rating.tsx';

const render = (value: number | null, disabled = false) =>
  renderToStaticMarkup(
    <StarRating
      legend="Hur var det att boka?"
      value={value}
      onChange={() => {}}
      starLabel="{n} av {max} stjärnor"
      disabled={disabled}
    />,
  );
const radios = (html: string) => [...html.matchAll(/<input type="radio"[^>]*>/g)].map((m) => m[0]);

describe('the star rating', () => {
  it('is a fieldset named by its legend holding five radio buttons of one group, each named for its stars', () => {
    const html = render(null);
    expect(html).toMatch(
      /^<fieldset class="star-rating"><legend class="star-rating__legend">Hur var det att boka\?<\/legend>/,
    );
    const inputs = radios(html);
    expect(inputs).toHaveLength(5);
    const names = new Set(inputs.map((input) => /name="([^"]+)"/.exec(input)?.[1]));
    expect(names.size).toBe(1);
    for (const n of [1, 2, 3, 4, 5])
      expect(html).toContain(`<span class="visually-hidden">${n} av 5 stjärnor</span>`);
    expect(inputs.some((input) => input.includes('checked'))).toBe(false);
  });

  it('checks the chosen star and fills the stars up to it', () => {
    const html = render(3);
    expect(radios(html).map((input) => input.includes('checked=""'))).toEqual([
      false,
      false,
      true,
      false,
      false,
    ]);
    expect(html.match(/star-rating__star--filled/g)).toHaveLength(3);
  });

  it('fills up to the hovered star while the pointer is over one, else up to the chosen', () => {
    expect(filledStars(2, 4)).toBe(4);
    expect(filledStars(4, 1)).toBe(1);
    expect(filledStars(2, null)).toBe(2);
    expect(filledStars(null, null)).toBe(0);
  });

  it('disables the whole group while sending', () => {
    expect(render(4, true)).toMatch(/^<fieldset class="star-rating" disabled="">/);
  });
});
