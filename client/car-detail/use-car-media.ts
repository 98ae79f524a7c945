import { useEffect, useState } from 'react';
import { carMediaRoute } from '../contracts/car-media.route.ts';
import type { CarMedia } from '../contracts/car-media.ts';
import { callApi } from '../lib/api-call.ts';
import { superseded, useLatestCall } from '../lib/latest-call.ts';

/**
 * The car's video and 360 views from the media API (group-uk), once the gallery is in the
 * browser; null until they arrive, and for good when the call fails (spec 8: a media failure
 * falls back to the plain gallery).
 */
export function useCarMedia(mediaUrl: string | null): CarMedia | null {
  const [media, setMedia] = useState<CarMedia | null>(null);
  const latest = useLatestCall();
  useEffect(() => {
    if (!mediaUrl) return;
    latest
      .run((signal) => callApi(carMediaRoute(mediaUrl), undefined, signal))
      .then((answer) => {
        if (answer !== superseded) setMedia(answer);
      })
      .catch(() => undefined);
  }, [mediaUrl, latest]);
  return media;
}
