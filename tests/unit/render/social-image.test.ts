import { describe, expect, it } from 'vitest';
import { previewImage, socialImageOf } from '#src/render/social-image.ts';
import { sites } from '#src/sites/catalogue.ts';

const preview = previewImage(sites['store-se'], 'store', 'https://carstore.example');

describe('previewImage', () => {
  it("names the site's own 1200×630 JPEG, whichever theme the site shares", () => {
    expect(preview).toEqual({
      url: 'https://carstore.example/images/og/store-se.jpg',
      width: 1200,
      height: 630,
      type: 'image/jpeg',
    });
    expect(previewImage(sites['store-fi'], 'store', 'https://x.example').url).toBe(
      'https://x.example/images/og/store-fi.jpg',
    );
  });

  it("names a UK brand theme's own preview on the pages of that theme", () => {
    expect(previewImage(sites['group-uk'], 'group-uk-smart', 'https://uk.example').url).toBe(
      'https://uk.example/images/og/group-uk-smart.jpg',
    );
    expect(previewImage(sites['group-uk'], 'group-uk', 'https://uk.example').url).toBe(
      'https://uk.example/images/og/group-uk.jpg',
    );
  });
});

describe('socialImageOf', () => {
  it('keeps a PNG or JPEG of the page with its type, its size unknown', () => {
    expect(socialImageOf('https://a.example/story.PNG', preview)).toEqual({
      url: 'https://a.example/story.PNG',
      type: 'image/png',
    });
    expect(socialImageOf('https://a.example/p/car.jpeg?w=1200', preview)).toEqual({
      url: 'https://a.example/p/car.jpeg?w=1200',
      type: 'image/jpeg',
    });
  });

  it('keeps a picture whose address names no type (a photo service), saying none', () => {
    expect(socialImageOf('https://img.example/cars/123', preview)).toEqual({
      url: 'https://img.example/cars/123',
    });
  });

  it('gives the preview for an SVG or no picture at all', () => {
    expect(socialImageOf('https://a.example/images/cars/x.svg', preview)).toBe(preview);
    expect(socialImageOf('https://a.example/x.svgz', preview)).toBe(preview);
    expect(socialImageOf(undefined, preview)).toBe(preview);
  });
});
