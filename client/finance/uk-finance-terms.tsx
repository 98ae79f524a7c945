import { useEffect, useId, useState } from 'react';
import { legalRoute } from '../contracts/uk-finance-quote.route.ts';
import { callApi } from '../lib/api-call.ts';
import { superseded, useLatestCall } from '../lib/latest-call.ts';
import { termsParagraphs } from '../lib/uk-finance-quote.ts';
import type { UkFinanceTexts } from './uk-finance-quotes.texts.ts';

type LegalState =
  | { reference: string; kind: 'loading' }
  | { reference: string; kind: 'failed' }
  | { reference: string; kind: 'ready'; paragraphs: string[] };

/** Terms and conditions of the current quote, fetched when the visitor opens them. */
export function UkFinanceTerms({ quoteRef, texts }: { quoteRef: string; texts: UkFinanceTexts }) {
  const [open, setOpen] = useState(false);
  const [legal, setLegal] = useState<LegalState | null>(null);
  const [attempt, setAttempt] = useState(0);
  const id = useId();
  const latest = useLatestCall();

  useEffect(() => {
    if (!open) return;
    setLegal({ reference: quoteRef, kind: 'loading' });
    latest
      .run((signal) => callApi(legalRoute, { quoteRef }, signal))
      .then((answer) => {
        if (answer === superseded) return;
        setLegal({
          reference: quoteRef,
          kind: 'ready',
          paragraphs: termsParagraphs(answer.TermsAndConditions),
        });
      })
      .catch((error: unknown) => {
        console.warn(
          'UK finance terms unavailable',
          error instanceof Error ? error.message : error,
        );
        setLegal({ reference: quoteRef, kind: 'failed' });
      });
    // Closed again, the terms are no longer wanted.
    return () => latest.cancel();
  }, [latest, open, quoteRef, attempt]);

  return (
    <div className="uk-finance__terms">
      <button
        type="button"
        className="uk-finance__terms-toggle"
        aria-expanded={open}
        aria-controls={id}
        onClick={() => {
          if (!open && legal?.kind === 'failed') setAttempt((n) => n + 1);
          setOpen(!open);
        }}
      >
        {texts.terms}
      </button>
      <div id={id} className="uk-finance__terms-text" hidden={!open}>
        {legal === null || legal.kind === 'loading' ? (
          <p role="status">{texts.termsLoading}</p>
        ) : legal.kind === 'failed' ? (
          <p role="alert">{texts.termsFailed}</p>
        ) : (
          legal.paragraphs.map((paragraph) => <p key={paragraph}>{paragraph}</p>)
        )}
      </div>
    </div>
  );
}
