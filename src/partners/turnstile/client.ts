import type { AppConfig } from '../../env.ts';
import { createPartnerFetcher } from '../partner-fetcher.ts';
import { fetchJson, globalFetcher } from '../upstream.ts';
import {
  rawSiteverifyAnswerSchema,
  siteverifyForm,
  siteverifyPath,
  siteverifyUrl,
  type SiteverifyVerdict,
  toSiteverifyVerdict,
} from './contract.ts';

/** A visitor waits on this call before the lead goes: past 3 s we decide without it. */
const timeoutMs = 3000;

/** Turnstile's siteverify: is this widget answer a passed challenge? */
export interface TurnstileVerifier {
  verify(response: string, remoteip: string | undefined): Promise<SiteverifyVerdict>;
}

/**
 * Siteverify through the one fetch helper: Cloudflare's own endpoint when the worker talks to real
 * partners (PARTNER_ORIGIN set: the partners' gateway does not carry Turnstile), the sandbox's
 * through the partner fetcher otherwise. A failure or a timeout is an UpstreamError.
 */
export function createTurnstileVerifier(config: AppConfig, secret: string): TurnstileVerifier {
  const partners = createPartnerFetcher(config);
  const viaSandbox = config.partnerOrigin === undefined;
  const call = {
    upstream: 'turnstile siteverify',
    fetcher: viaSandbox ? partners : globalFetcher,
    timeoutMs,
  };
  return {
    async verify(response, remoteip) {
      const init = {
        method: 'POST',
        body: siteverifyForm({ secret, response, ...(remoteip ? { remoteip } : {}) }),
      };
      const request = viaSandbox
        ? partners.request(siteverifyPath, init)
        : new Request(siteverifyUrl, init);
      return toSiteverifyVerdict(await fetchJson(call, request, rawSiteverifyAnswerSchema));
    },
  };
}
