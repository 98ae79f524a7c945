import { readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { blockSchema } from '#client/blocks/schema.ts';
import {
  brandLogoSrc,
  brandSlug,
  drawnBrandLogos,
} from '#client/blocks/workshop-booking/brand-logos.ts';
import { WorkshopBooking } from '#client/blocks/workshop-booking/workshop-booking.tsx';
import type { WorkshopBookingBlock } from '#client/blocks/workshop-booking/workshop-booking.schema.ts';
import { renderInPage } from './render-block.tsx';

const fields = {
  BmwBookingUrl: 'https://bmw.example.se/boka',
  MiniBookingUrl: { href: 'https://mini.example.se/boka' },
  AuthorisedBrands: ['Volvo', 'Land Rover', 'Citroën', 'Lancia'],
  SupportEmail: 'verkstad@example.se',
  DamageInspectionUrl: 'https://skador.example.se/besiktning',
};
const parse = (overrides: Record<string, unknown> = {}) =>
  blockSchema.safeParse({
    id: 'booking',
    type: 'workshop-booking',
    fields: { ...fields, ...overrides },
  });
const block = parse().data as WorkshopBookingBlock;
const render = (b: WorkshopBookingBlock = block) =>
  renderInPage(<WorkshopBooking block={b} mapsApiKey={null} />, {
    site: 'group-se',
    language: 'sv',
  });

describe('workshop-booking block', () => {
  it("defaults the Porsche and IVECO links to the spec's pages", () => {
    expect(block.fields.PorscheLink).toBe(
      '/service-och-verkstad/boka-service/boka-porsche-service',
    );
    expect(block.fields.IvecoLink).toBe('/kop-bil/bilmarken/iveco/verkstadstjanster');
  });

  it('refuses a booking page that is not https, and a support address that is not one', () => {
    expect(parse({ BmwBookingUrl: 'http://bmw.example.se/boka' }).success).toBe(false);
    expect(parse({ DamageInspectionUrl: 'javascript:alert(1)' }).success).toBe(false);
    expect(parse({ SupportEmail: 'verkstad' }).success).toBe(false);
    expect(parse({ PorscheLink: '//elsewhere.example/porsche' }).success).toBe(false);
  });

  it("renders the spec's heading when the author gives none", () => {
    expect(render()).toContain(
      '<h1 class="booking-landing__title">Boka service, däckbyte och verkstad</h1>',
    );
    expect(render(parse({ Title: 'Boka tid' }).data as WorkshopBookingBlock)).toContain(
      '<h1 class="booking-landing__title">Boka tid</h1>',
    );
  });

  it('links BMW, MINI, Porsche and IVECO by their logos, named by the brand', () => {
    const html = render();
    for (const [href, slug, name] of [
      ['https://bmw.example.se/boka', 'bmw', 'BMW'],
      ['https://mini.example.se/boka', 'mini', 'MINI'],
      ['/service-och-verkstad/boka-service/boka-porsche-service', 'porsche', 'Porsche'],
      ['/kop-bil/bilmarken/iveco/verkstadstjanster', 'iveco', 'IVECO'],
    ])
      expect(html).toContain(
        `<a class="booking-landing__brand" href="${href}"><img class="booking-landing__logo" src="/brands/${slug}.svg" alt="${name}" width="160" height="56" loading="lazy" decoding="async"/></a>`,
      );
  });

  it('lists the other brands in a details element, a brand without a drawn logo by name alone', () => {
    const html = render();
    expect(html).toContain(
      '<details class="booking-landing__others"><summary class="booking-landing__others-toggle">Övriga märken med auktoriserad verkstad</summary>',
    );
    expect(html).toContain('src="/brands/land-rover.svg"');
    expect(html).toContain('src="/brands/citroen.svg"');
    expect(html).toContain(
      '<li class="booking-landing__other-brand"><span class="booking-landing__brand-name">Lancia</span></li>',
    );
    expect(html).not.toContain('/brands/lancia.svg');
  });

  it('places the booking island, hydrated at load', () => {
    const html = render();
    expect(html).toContain('data-island="workshop-booking" data-hydrate="load"');
  });
});

describe('brand logos', () => {
  it('are named after the brand in lower case with dashes and no diacritics', () => {
    expect(brandSlug('Land Rover')).toBe('land-rover');
    expect(brandSlug('Mercedes-Benz')).toBe('mercedes-benz');
    expect(brandSlug('Citroën')).toBe('citroen');
    expect(brandSlug(' Alfa  Romeo ')).toBe('alfa-romeo');
    expect(brandLogoSrc('Škoda')).toBe('/brands/skoda.svg');
  });

  it('list exactly the drawings in client/public/brands', () => {
    const files = readdirSync('client/public/brands').map((file) => file.replace(/\.svg$/, ''));
    expect([...drawnBrandLogos].sort()).toEqual(files.sort());
  });
});
