import { describe, expect, it } from 'vitest';
import { Banner } from '#client/blocks/banner/banner.tsx';
import { bannerButtonType, bannerSchema } from '#client/blocks/banner/banner.schema.ts';
import { renderInPage } from './render-block.tsx';

const parse = (fields: Record<string, unknown>) =>
  bannerSchema.parse({ id: 'b', type: 'banner', fields });

describe('banner', () => {
  it('renders its title, text and a button link in the chosen look on a grey background by default', () => {
    const html = renderInPage(
      <Banner
        block={parse({
          Title: 'Switching to electric?',
          Text: 'Talk to us.',
          Link: { href: '/find-us', text: 'Talk to a specialist' },
          ButtonType: 'Secondary',
        })}
      />,
    );
    expect(html).toContain('class="banner banner--grey"');
    expect(html).toContain('<h2 id="b-title" class="banner__title">Switching to electric?</h2>');
    expect(html).toMatch(
      /<a class="button button--secondary button--with-icon" href="\/find-us">Talk to a specialist<svg/,
    );
  });

  it('turns ghost and secondary buttons to their contrast look on the dark primary background', () => {
    expect(bannerButtonType({ ButtonType: 'Ghost', BackgroundColor: 'Primary' })).toBe(
      'Ghost Contrast',
    );
    expect(bannerButtonType({ ButtonType: 'Secondary', BackgroundColor: 'Primary' })).toBe(
      'Ghost Contrast',
    );
    expect(bannerButtonType({ ButtonType: 'Primary', BackgroundColor: 'Primary' })).toBe('Primary');
    expect(bannerButtonType({ ButtonType: 'Ghost', BackgroundColor: 'Grey' })).toBe('Ghost');
  });

  it('renders without image, text or link, and is dropped without a title', () => {
    const html = renderInPage(<Banner block={parse({ Title: 'Open on Sundays' })} />);
    expect(html).not.toContain('<img');
    expect(html).not.toMatch(/<a[\s>]/);
    expect(bannerSchema.safeParse({ id: 'b', type: 'banner', fields: { Text: 'x' } }).success).toBe(
      false,
    );
  });
});
