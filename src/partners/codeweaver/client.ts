import type { z } from 'zod';
import { ApiError, issuesOf } from '../../api/api-error.ts';
import type { AppConfig } from '../../env.ts';
import { createPartnerFetcher } from '../partner-fetcher.ts';
import { fetchJson, UpstreamError } from '../upstream.ts';
import {
  type CalculationResponse,
  calculationPartnerResponseSchema,
  type DefaultQuoteResponse,
  defaultPartnerResponseSchema,
  type LegalResponse,
  legalPartnerResponseSchema,
} from '#client/contracts/uk-finance-quote.ts';
import type { CalculationPartnerRequest, DefaultPartnerRequest } from './contract.ts';

const partnerTimeoutMs = 6000;

/** Codeweaver's three calls (spec car-stock 7 "Finance (UK)"), each answer checked against the contract. */
export interface CodeweaverClient {
  /** The products and ranges the dealer offers on the car. */
  defaultQuote(payload: DefaultPartnerRequest): Promise<DefaultQuoteResponse>;
  /** One product recalculated with the visitor's figures. */
  calculate(payload: CalculationPartnerRequest): Promise<CalculationResponse>;
  /** The terms and conditions of one quote. */
  legal(quoteRef: string): Promise<LegalResponse>;
}

const jsonPost = (payload: unknown): RequestInit => ({
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify(payload),
});

/**
 * The finance partner through the partner fetcher, with the API key. A refusal with a message
 * keeps its status and an outage is a 502 (UpstreamError, the API's error answer); an answer of
 * the wrong shape is a 502 naming its problems, logged as an error, so the browser never renders
 * a half-understood quote. In production without CODEWEAVER_API_KEY every call is a 503.
 */
export function createCodeweaverClient(config: AppConfig): CodeweaverClient {
  const partners = createPartnerFetcher(config);
  const call = { upstream: 'codeweaver', fetcher: partners, timeoutMs: partnerTimeoutMs };

  async function send<T>(name: string, path: string, init: RequestInit, schema: z.ZodType<T>) {
    const apiKey = config.codeweaverApiKey;
    if (config.environment === 'production' && !apiKey) {
      console.error('codeweaver: the CODEWEAVER_API_KEY secret is not set');
      throw new ApiError(503, 'UK finance quotes are not configured.');
    }
    const headers = new Headers(init.headers);
    headers.set('accept', 'application/json');
    if (apiKey) headers.set('x-api-key', apiKey);
    try {
      return await fetchJson(call, partners.request(path, { ...init, headers }), schema);
    } catch (error) {
      if (!(error instanceof UpstreamError && error.invalidBody)) throw error;
      console.error(
        `codeweaver ${name}: the partner's answer does not match the contract`,
        error.invalidBody.message,
      );
      throw new ApiError(
        502,
        `The finance partner's ${name} answer was not understood.`,
        issuesOf(error.invalidBody).slice(0, 10),
      );
    }
  }

  return {
    defaultQuote: (payload) =>
      send('default', '/codeweaver/default', jsonPost(payload), defaultPartnerResponseSchema),
    calculate: (payload) =>
      send('calculation', '/codeweaver/cfd', jsonPost(payload), calculationPartnerResponseSchema),
    legal: (quoteRef) =>
      send(
        'legal',
        `/codeweaver/legal?quoteRef=${encodeURIComponent(quoteRef)}`,
        { method: 'GET' },
        legalPartnerResponseSchema,
      ),
  };
}
