import { describe, expect, it } from 'vitest';
import { noMedia } from '#client/contracts/car-media.ts';
import { playableMedia } from '#src/partners/media/client.ts';

const withVideo = (videoUrl: string) => ({ ...noMedia, videoUrl, hasVideo: true });

describe('playableMedia', () => {
  it("keeps a video whose player the page's CSP frames: a site path or the configured player origin", () => {
    expect(playableMedia(withVideo('/videos/player'), undefined)).toEqual(
      withVideo('/videos/player'),
    );
    const partner = withVideo('https://player.media.example/embed/AB12CDE');
    expect(playableMedia(partner, 'https://player.media.example')).toEqual(partner);
  });

  it('drops a video on any other origin, so no tab shows a frame the CSP would block', () => {
    expect(
      playableMedia(withVideo('https://elsewhere.example/embed/1'), 'https://player.media.example'),
    ).toEqual(noMedia);
    expect(playableMedia(withVideo('https://player.media.example/x'), undefined)).toEqual(noMedia);
  });
});
