import { describe, expect, it } from 'vitest';
import { CarCampaigns, tooltipMaxChars, tooltipText } from '#client/car-detail/car-campaigns.tsx';
import { renderInPage } from '../client/blocks/render-block.tsx';

const winter = {
  id: 'price-se-winter',
  title: 'Vinterkampanj',
  description: 'Kampanjpris under en begränsad tid.',
  valid_to: '2026-12-31',
};

describe('the car campaigns under the price', () => {
  it("shows each campaign's name and end date, in the spec's date format of the page's language", () => {
    const sv = renderInPage(<CarCampaigns campaigns={[winter]} />, {
      site: 'group-se',
      language: 'sv',
    });
    expect(sv).toContain('<span class="car-campaign__name">Vinterkampanj</span>');
    expect(sv).toContain('Gäller t.o.m. 2026-12-31');
    const en = renderInPage(<CarCampaigns campaigns={[{ ...winter, title: 'Winter offer' }]} />, {
      site: 'group-uk',
      language: 'en',
    });
    expect(en).toContain('Ends 31/12/2026');
  });

  it('describes the campaign in a tooltip its info button is described by, so it needs no script', () => {
    const html = renderInPage(<CarCampaigns campaigns={[winter]} />, {
      site: 'group-se',
      language: 'sv',
    });
    const described = /aria-describedby="([^"]+)"/.exec(html)?.[1];
    expect(described).toBeTruthy();
    expect(html).toContain(
      `<span role="tooltip" id="${described}" class="car-campaign__tip-text">Kampanjpris under en begränsad tid.</span>`,
    );
    expect(html).toContain('Om kampanjen: Vinterkampanj');
  });

  it('renders nothing for a car without campaigns', () => {
    expect(
      renderInPage(<CarCampaigns campaigns={[]} />, { site: 'group-se', language: 'sv' }),
    ).toBe('');
  });
});

describe('tooltipText', () => {
  it('keeps a text of up to 288 characters and cuts a longer one to 288 with an ellipsis', () => {
    const exact = 'a'.repeat(tooltipMaxChars);
    expect(tooltipText(exact)).toBe(exact);
    const cut = tooltipText(`${'word '.repeat(80)}end`);
    expect(cut).toHaveLength(tooltipMaxChars);
    expect(cut.endsWith('…')).toBe(true);
  });
});
