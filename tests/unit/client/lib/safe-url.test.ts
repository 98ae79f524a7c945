import { describe, expect, it } from 'vitest';
import {
  fileSrcSchema,
  formActionSchema,
  linkHrefSchema,
  navigationHrefSchema,
  pathOrLinkField,
  returnPathSchema,
  sitePathSchema,
} from '#client/lib/safe-url.ts';

// Addresses a browser would take to another host or run as script, refused by every schema.
const hostile = [
  '//evil.example/path',
  '/\\evil.example',
  'javascript:alert(1)',
  'http://example.com/',
  ' /leading-space',
  '/with space',
  'data:text/html,<b>x</b>',
];

describe('safe URLs', () => {
  it.each([sitePathSchema, formActionSchema, linkHrefSchema, fileSrcSchema, navigationHrefSchema])(
    'refuses protocol-relative, backslash, script, http and white-space addresses (%#)',
    (schema) => {
      for (const value of hostile) expect(schema.safeParse(value).success, value).toBe(false);
    },
  );

  it('takes site paths with a query on links, and https addresses', () => {
    for (const value of ['/', '/kop-bil?car_brand=Volvo#list', 'https://example.com/ab'])
      expect(linkHrefSchema.parse(value)).toBe(value);
  });

  it('keeps a form action to a bare path on this site', () => {
    expect(formActionSchema.parse('/kop-bil')).toBe('/kop-bil');
    expect(formActionSchema.safeParse('/kop-bil?q=1').success).toBe(false);
    expect(formActionSchema.safeParse('https://example.com/kop-bil').success).toBe(false);
  });

  it('wants a file to name something more than the root', () => {
    expect(fileSrcSchema.safeParse('/').success).toBe(false);
    expect(fileSrcSchema.parse('/images/car.svg')).toBe('/images/car.svg');
    expect(fileSrcSchema.parse('https://cdn.example/car.jpg')).toBe('https://cdn.example/car.jpg');
  });

  it('lets navigation link to mail, phone and anchors as well', () => {
    for (const value of ['mailto:info@example.com', 'tel:+46 8 123 45', '#cookie-settings'])
      expect(navigationHrefSchema.parse(value)).toBe(value);
    expect(navigationHrefSchema.safeParse('tel:call-me').success).toBe(false);
  });

  it('sends a visitor home for any return path that is not on this site', () => {
    expect(returnPathSchema.parse('/kop-bil?sort=price')).toBe('/kop-bil?sort=price');
    for (const value of [...hostile, 42, undefined])
      expect(returnPathSchema.parse(value)).toBe('/');
  });

  it('reads a path given as the path or as a link field', () => {
    const schema = pathOrLinkField(formActionSchema);
    expect(schema.parse('/kop-bil')).toBe('/kop-bil');
    expect(schema.parse({ href: '/kop-bil' })).toBe('/kop-bil');
    expect(schema.safeParse({ href: '//evil.example' }).success).toBe(false);
  });
});
