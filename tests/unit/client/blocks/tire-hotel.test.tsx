import { describe, expect, it } from 'vitest';
import { blockSchema } from '#client/blocks/schema.ts';
import { TireHotel } from '#client/blocks/tire-hotel/tire-hotel.tsx';
import type { TireHotelBlock } from '#client/blocks/tire-hotel/tire-hotel.schema.ts';
import { tireHotelTexts } from '#client/tire-hotel/tire-hotel.texts.ts';
import { renderToStaticMarkup } from 'react-dom/server';
import { type IslandProps, IslandRendererContext } from '#client/runtime/island-slot.tsx';
import { renderInPage } from './render-block.tsx';

const fields = {
  SupportEmail: 'dackhotell@example.se',
  ContactUrl: { href: '/kundservice' },
};
const parse = (overrides: Record<string, unknown> = {}) =>
  blockSchema.safeParse({ id: 'tires', type: 'tire-hotel', fields: { ...fields, ...overrides } });
const block = (overrides: Record<string, unknown> = {}) => parse(overrides).data as TireHotelBlock;
const render = (b: TireHotelBlock = block()) =>
  renderInPage(<TireHotel block={b} />, { site: 'group-se', language: 'sv' });

/** The islands the block places, as the worker's renderer is handed them. */
function placed(b: TireHotelBlock) {
  const islands: Pick<IslandProps<Record<string, unknown>>, 'name' | 'hydrate' | 'props'>[] = [];
  const Capture = ({ name, hydrate, props }: IslandProps<Record<string, unknown>>) => {
    islands.push({ name, hydrate, props });
    return null;
  };
  renderToStaticMarkup(
    <IslandRendererContext.Provider value={Capture}>
      <TireHotel block={b} />
    </IslandRendererContext.Provider>,
  );
  return islands;
}

describe('tire-hotel block', () => {
  it('defaults the service link to the workshop booking page and the start page to the home page', () => {
    const { fields: parsed } = block();
    expect(parsed.ServiceBookingUrl).toBe('/service-och-verkstad/boka-bilverkstad');
    expect(parsed.StartPageUrl).toBe('/');
    expect(parsed.ContactUrl).toBe('/kundservice');
    expect(parsed.PackageInfoUrl).toBeUndefined();
  });

  it('refuses a support address that is not one and links that leave the site unsafely', () => {
    expect(parse({ SupportEmail: 'dackhotell' }).success).toBe(false);
    expect(parse({ ContactUrl: undefined }).success).toBe(false);
    expect(parse({ ContactUrl: 'javascript:alert(1)' }).success).toBe(false);
    expect(parse({ PackageInfoUrl: 'http://paket.example.se' }).success).toBe(false);
    expect(parse({ StartPageUrl: '//elsewhere.example' }).success).toBe(false);
  });

  it("renders the flow's heading when the author gives none, and the intro only when given", () => {
    const bare = render();
    expect(bare).toContain('<h1 class="tire-hotel-block__title">Däckhotell</h1>');
    expect(bare).not.toContain('tire-hotel-block__intro');
    const authored = render(block({ Title: 'Ditt däckhotell', Intro: 'Se dina däck.' }));
    expect(authored).toContain('<h1 class="tire-hotel-block__title">Ditt däckhotell</h1>');
    expect(authored).toContain('<p class="tire-hotel-block__intro">Se dina däck.</p>');
  });

  it("places the flow's island, hydrated at load, with every text but the heading and the authored addresses", () => {
    expect(render()).toContain('data-island="tire-hotel" data-hydrate="load"');
    const { heading: _heading, ...texts } = tireHotelTexts.sv;
    expect(placed(block({ PackageInfoUrl: '/dackpaket', StartPageUrl: '/start' }))).toEqual([
      {
        name: 'tire-hotel',
        hydrate: 'load',
        props: {
          texts,
          supportEmail: 'dackhotell@example.se',
          serviceBookingUrl: '/service-och-verkstad/boka-bilverkstad',
          contactUrl: '/kundservice',
          packageInfoUrl: '/dackpaket',
          startPageUrl: '/start',
        },
      },
    ]);
    expect(placed(block())[0]!.props.packageInfoUrl).toBeNull();
  });
});
