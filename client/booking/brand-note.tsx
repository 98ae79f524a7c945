import { useEffect, useState } from 'react';
import { authorizedRoute } from '../contracts/mechmate.route.ts';
import { callApi } from '../lib/api-call.ts';
import { fill } from '../lib/fill.ts';
import { superseded, useLatestCall } from '../lib/latest-call.ts';
import type { BookingTexts } from './booking.texts.ts';

/**
 * Whether the group has authorised workshops for the car's brand (booking spec 2.1, the landing
 * header's sentence), under the first step once the car is known. Asked again for a restored
 * booking; an unanswered question shows nothing rather than a guess.
 */
export function BrandNote({ brand, texts }: { brand: string; texts: BookingTexts['landing'] }) {
  const [answer, setAnswer] = useState<{ brand: string; hasBrand: boolean } | null>(null);
  const latest = useLatestCall();

  useEffect(() => {
    void latest
      .run((signal) => callApi(authorizedRoute(brand), undefined, signal))
      .then((found) => {
        if (found !== superseded) setAnswer({ brand, hasBrand: found.hasBrand });
      })
      .catch((error: unknown) => {
        console.info('workshop booking: authorised workshops unknown', String(error));
      });
  }, [latest, brand]);

  if (answer?.brand !== brand) return null;
  return (
    <p className="booking-brand-note" role="status">
      {answer.hasBrand ? fill(texts.authorised, { brand }) : texts.notAuthorised}
    </p>
  );
}
