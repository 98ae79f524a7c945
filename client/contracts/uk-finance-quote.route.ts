import { apiRoute } from './api-route.ts';
import type {
  CalculationRequest,
  CalculationResponse,
  DefaultQuoteRequest,
  DefaultQuoteResponse,
  LegalResponse,
} from './uk-finance-quote.ts';

// The worker's Codeweaver proxy as the browser calls it (spec car-stock 7 "Finance (UK)"), typed by
// the contract beside this file. Routes sit apart from the zod schemas: a route an island imports
// from the schemas' module would bring zod into the island's chunk (about 27 KB gzip).

/** The products and ranges the dealer offers on the car. */
export const defaultQuoteRoute = apiRoute<DefaultQuoteRequest, DefaultQuoteResponse>(
  'POST',
  '/api/codeweaver/default',
);

/** One product recalculated from the visitor's slider values. */
export const calculationRoute = apiRoute<CalculationRequest, CalculationResponse>(
  'POST',
  '/api/codeweaver/cfd',
);

/** The terms and conditions of a quote the partner made. */
export const legalRoute = apiRoute<{ quoteRef: string }, LegalResponse>(
  'GET',
  '/api/codeweaver/legal',
);
