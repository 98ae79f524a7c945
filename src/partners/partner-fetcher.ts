import type { AppConfig } from '../env.ts';
import { fetchFrom } from '../platform.ts';
import { type Fetching, globalFetcher } from './upstream.ts';

const sandboxOrigin = 'https://partner-sandbox.internal';

/**
 * How the worker reaches the partner APIs: the sandbox service binding in development and tests,
 * the configured origin in production. Callers pass paths of the partner contracts; the same code
 * path runs in both.
 */
export interface PartnerFetcher extends Fetching {
  /** Builds a request to a partner path (`/booking/...`) on whichever origin is configured. */
  request(path: string, init?: RequestInit): Request;
}

export function createPartnerFetcher(config: AppConfig): PartnerFetcher {
  const origin = config.partnerOrigin ?? sandboxOrigin;
  const sandbox = config.partnerOrigin ? undefined : config.bindings.SANDBOX;
  return {
    request: (path, init) => new Request(new URL(path, origin), init),
    fetch: sandbox ? (request) => fetchFrom(sandbox, request) : globalFetcher.fetch,
  };
}
