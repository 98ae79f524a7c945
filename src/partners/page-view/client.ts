import type { AppConfig } from '../../env.ts';
import { createPartnerFetcher } from '../partner-fetcher.ts';
import { sendUpstream } from '../upstream.ts';
import { type PartnerPageView, pageViewPartnerPath } from './contract.ts';

const timeoutMs = 3000;

/** The partners' page-view tracking. */
export interface PageViewClient {
  record(view: PartnerPageView): Promise<void>;
}

/**
 * Page-view tracking through the partner fetcher. Any 2xx is taken and its body is not read; a
 * failure or a timeout is an UpstreamError.
 */
export function createPageViewClient(config: AppConfig): PageViewClient {
  const partners = createPartnerFetcher(config);
  const call = { upstream: 'page-view tracking', fetcher: partners, timeoutMs };
  return {
    record: (view) =>
      sendUpstream(
        call,
        partners.request(pageViewPartnerPath, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(view),
        }),
      ),
  };
}
