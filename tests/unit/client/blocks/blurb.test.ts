import { describe, expect, it } from 'vitest';
import { blurbAttributes, blurbMedia, blurbSchema } from '#client/blocks/blurb/blurb.schema.ts';

const fieldsOf = (fields: Record<string, unknown>) =>
  blurbSchema.parse({ id: 'b', type: 'blurb', fields }).fields;

describe('blurb', () => {
  it('shows YouTube over a video file, a video over the image', () => {
    const image = { src: '/images/blurb-service.svg', alt: '' };
    expect(
      blurbMedia(
        fieldsOf({ YoutubeID: 'aqz-KE-bpKQ', VideoDesktop: '/v.webm', ImageDesktop: image }),
      ),
    ).toBe('youtube');
    expect(blurbMedia(fieldsOf({ VideoPhone: '/v.webm', ImageDesktop: image }))).toBe('video');
    expect(blurbMedia(fieldsOf({ ImagePhone: image }))).toBe('image');
    expect(blurbMedia(fieldsOf({ Title: 'Text only' }))).toBe('none');
  });

  it('names background colours 1 to 3 and treats anything else as none', () => {
    expect(
      blurbAttributes(fieldsOf({ BackgroundColor: 'BackgroundColor2' }))['data-background'],
    ).toBe('2');
    expect(
      blurbAttributes(fieldsOf({ BackgroundColor: 'None' }))['data-background'],
    ).toBeUndefined();
    expect(
      blurbAttributes(fieldsOf({ BackgroundColor: 'Purple' }))['data-background'],
    ).toBeUndefined();
  });

  it('marks the reverse layout and each kind of animation', () => {
    expect(blurbAttributes(fieldsOf({ Reverse: true, UseTextAnimations: '1' }))).toMatchObject({
      'data-reverse': '',
      'data-animate-text': '',
      'data-animate-media': undefined,
    });
    expect(blurbAttributes(fieldsOf({}))).toMatchObject({
      'data-reverse': undefined,
      'data-animate-text': undefined,
    });
  });

  it('accepts only a YouTube id, never an address', () => {
    expect(
      blurbSchema.safeParse({ id: 'b', type: 'blurb', fields: { YoutubeID: 'aqz-KE-bpKQ' } })
        .success,
    ).toBe(true);
    expect(
      blurbSchema.safeParse({
        id: 'b',
        type: 'blurb',
        fields: { YoutubeID: 'https://youtu.be/aqz-KE-bpKQ' },
      }).success,
    ).toBe(false);
  });
});
