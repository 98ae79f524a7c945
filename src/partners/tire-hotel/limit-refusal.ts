import { ApiError } from '../../api/api-error.ts';
import type { Verdict } from './limits.ts';

// The answer past a tire hotel limit: the API's one error shape with status 429, a Swedish message
// naming the Stockholm time to try again (the flow shows the server's message, spec 8.3), and
// Retry-After in seconds. The same for every plate, with or without an agreement.

const stockholmTime = new Intl.DateTimeFormat('sv-SE', {
  timeZone: 'Europe/Stockholm',
  hour: '2-digit',
  minute: '2-digit',
});
const stockholmDay = new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Stockholm' });

/** 'kl. 14:35', or 'i morgon kl. 14:35' for a time on the next Stockholm day. */
function whenText(at: Date, now: Date): string {
  const time = `kl. ${stockholmTime.format(at)}`;
  return stockholmDay.format(at) === stockholmDay.format(now) ? time : `i morgon ${time}`;
}

/** The 429 for a refused verdict: the time rounded up to the minute, so it is never too early. */
export function limitRefusal(
  verdict: Extract<Verdict, { allowed: false }>,
  now = Date.now(),
): ApiError {
  const minuteMs = 60_000;
  const at = new Date(Math.ceil(Math.max(verdict.retryAt, now) / minuteMs) * minuteMs);
  const when = whenText(at, new Date(now));
  const message = verdict.needsNewCode
    ? `För många felaktiga försök med koden. Begär en ny kod och försök igen ${when}.`
    : `För många försök. Försök igen ${when}.`;
  const retryAfter = Math.max(1, Math.ceil((verdict.retryAt - now) / 1000));
  return new ApiError(429, message, [], { 'Retry-After': String(retryAfter) });
}
