import type { AppConfig } from '../../env.ts';
import { type CarMedia, carMediaSchema, noMedia } from '#client/contracts/car-media.ts';
import { createPartnerFetcher } from '../partner-fetcher.ts';
import { fetchJson, UpstreamError } from '../upstream.ts';
import { mediaPartnerPath } from './contract.ts';

/** The media partner: a car's video and 360 views. */
export interface MediaClient {
  mediaOf(regNo: string): Promise<CarMedia>;
}

/**
 * The media as the page may show it: a video whose player the page's CSP frames (a site path, or
 * one on the configured MEDIA_PLAYER_ORIGIN); any other player would be a blocked frame, so the
 * car then has no video tab.
 */
export function playableMedia(media: CarMedia, playerOrigin: string | undefined): CarMedia {
  const url = media.videoUrl;
  if (url === null || url.startsWith('/') || new URL(url).origin === playerOrigin) return media;
  return { ...media, videoUrl: null, hasVideo: false };
}

/**
 * The media partner through the partner fetcher. A car it does not know (its 404) has the empty
 * media; any other failure, or an answer off the contract, is an UpstreamError.
 */
export function createMediaClient(config: AppConfig): MediaClient {
  const partners = createPartnerFetcher(config);
  const call = { upstream: 'media', fetcher: partners };
  return {
    async mediaOf(regNo) {
      const request = partners.request(mediaPartnerPath(regNo), {
        headers: { accept: 'application/json' },
      });
      try {
        return playableMedia(
          await fetchJson(call, request, carMediaSchema),
          config.mediaPlayerOrigin,
        );
      } catch (error) {
        if (error instanceof UpstreamError && error.status === 404) return noMedia;
        throw error;
      }
    },
  };
}
