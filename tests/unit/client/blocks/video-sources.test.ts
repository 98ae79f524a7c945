import { describe, expect, it } from 'vitest';
import { blockSchema } from '#client/blocks/schema.ts';
import { phoneMedia, videoSources, videoType } from '#client/blocks/video-block/video-sources.ts';

describe('video sources', () => {
  it('lists the phone files first under the phone media query, then the desktop files for every screen', () => {
    expect(
      videoSources(
        [{ src: '/videos/a.mp4' }, { src: '/videos/a.webm' }],
        [{ src: '/videos/a-phone.mp4' }],
      ),
    ).toEqual([
      { src: '/videos/a-phone.mp4', type: 'video/mp4', media: phoneMedia },
      { src: '/videos/a.mp4', type: 'video/mp4' },
      { src: '/videos/a.webm', type: 'video/webm' },
    ]);
  });

  it('names the type from the extension, ignoring a query, and leaves an unknown one to the browser', () => {
    expect(videoType('https://media.example/film.WEBM?v=2')).toBe('video/webm');
    expect(videoType('/videos/film')).toBeUndefined();
    expect(videoSources([{ src: '/videos/film' }])).toEqual([{ src: '/videos/film' }]);
  });

  it('takes one file or a list of files as VideoDesktop, and no autoplay unless asked', () => {
    const one = blockSchema.parse({
      id: 'v',
      type: 'video-block',
      fields: { VideoDesktop: { src: '/videos/a.mp4' } },
    });
    expect(one.type === 'video-block' && one.fields.VideoDesktop).toEqual([
      { src: '/videos/a.mp4' },
    ]);
    expect(one.type === 'video-block' && one.fields.Autoplay).toBe(false);
    expect(
      blockSchema.safeParse({
        id: 'v',
        type: 'video-block',
        fields: { VideoDesktop: { src: '//evil.example/a.mp4' } },
      }).success,
    ).toBe(false);
  });
});
