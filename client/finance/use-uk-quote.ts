import { useCallback, useEffect, useRef, useState } from 'react';
import type {
  CalculationType,
  FinanceProduct,
  FinanceQuotation,
} from '../contracts/uk-finance-quote.ts';
import { calculationRoute } from '../contracts/uk-finance-quote.route.ts';
import { callApi } from '../lib/api-call.ts';
import { superseded, useLatestCall } from '../lib/latest-call.ts';
import {
  calculationRequest,
  calculationTypeFor,
  defaultFigures,
  type QuoteFigures,
  readCalculation,
} from '../lib/uk-finance-quote.ts';

/** A slider settles for this long before the quote is recalculated, so dragging sends one call. */
const recalculateAfterMs = 350;

export type QuoteStatus = 'calculating' | 'ready' | 'failed';

/**
 * One product card's quote (spec car-stock 7 "Finance (UK)", 8): the figures the visitor chose,
 * the partner's quotation for them and the state of the call. The card opens with the product's
 * defaults; a slider change recalculates once the slider settles, and the latest calculation wins.
 * A partner's user message (it could not quote) replaces the card until the visitor starts again.
 */
export function useUkQuote(carId: string, product: FinanceProduct, calculationFailed: string) {
  const [figures, setFigures] = useState<QuoteFigures>(() => defaultFigures(product));
  const [quotation, setQuotation] = useState<FinanceQuotation | null>(null);
  const [status, setStatus] = useState<QuoteStatus>('calculating');
  const [userMessage, setUserMessage] = useState<string | null>(null);
  const latest = useLatestCall();
  const settling = useRef<{ timer?: number }>({});

  const calculate = useCallback(
    (asked: QuoteFigures, type: CalculationType) => {
      setStatus('calculating');
      latest
        .run((signal) =>
          callApi(calculationRoute, calculationRequest(carId, product, asked, type), signal),
        )
        .then((answer) => {
          if (answer === superseded) return;
          const result = readCalculation(answer, product.FamilyKey, asked);
          if (result.kind === 'error') {
            // Spec 8: the partner's user message is shown and the option card is hidden.
            setUserMessage(result.userMessage || calculationFailed);
            return;
          }
          setQuotation(result.quotation);
          setFigures(result.figures);
          setStatus('ready');
        })
        .catch((error: unknown) => {
          console.warn(
            'UK finance calculation failed',
            product.FamilyKey,
            error instanceof Error ? error.message : error,
          );
          setStatus('failed');
        });
    },
    [latest, carId, product, calculationFailed],
  );

  useEffect(() => {
    const pending = settling.current;
    calculate(defaultFigures(product), 'ToRegularPayment');
    return () => window.clearTimeout(pending.timer);
  }, [calculate, product]);

  const change = (field: keyof QuoteFigures, value: number) => {
    const next = { ...figures, [field]: value };
    setFigures(next);
    window.clearTimeout(settling.current.timer);
    settling.current.timer = window.setTimeout(
      () => calculate(next, calculationTypeFor(field)),
      recalculateAfterMs,
    );
  };

  const startAgain = () => {
    setUserMessage(null);
    setQuotation(null);
    const defaults = defaultFigures(product);
    setFigures(defaults);
    calculate(defaults, 'ToRegularPayment');
  };

  return { figures, quotation, status, userMessage, change, startAgain };
}
