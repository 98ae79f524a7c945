import { useCallback, useEffect, useId, useRef, useState } from 'react';
import type {
  CalculationResponse,
  CalculationType,
  DefaultQuoteResponse,
  FinanceProduct,
  FinanceQuotation,
  LegalResponse,
} from '../contracts/uk-finance-quote.ts';
import {
  amountSteps,
  calculationRequest,
  calculationTypeFor,
  codeweaverEndpoints,
  defaultFigures,
  formatPounds,
  type QuoteFigures,
  quoteLink,
  readCalculation,
  type SliderScale,
  sliderPosition,
  sliderScale,
  termsParagraphs,
  valueAtPosition,
} from '../lib/uk-finance-quote.ts';
import { fill } from '../lib/fill.ts';
import { formatInteger } from '../lib/format.ts';
import type { UkFinanceTexts } from '../finance/uk-finance-quotes.texts.ts';
import type { UkFinanceQuotesProps } from './uk-finance-quotes.props.ts';

/** A slider settles for this long before the quote is recalculated, so dragging sends one call. */
const recalculateAfterMs = 350;

const jsonPost = (body: unknown, signal: AbortSignal): RequestInit => ({
  method: 'POST',
  headers: { 'content-type': 'application/json', accept: 'application/json' },
  body: JSON.stringify(body),
  signal,
});

type Loaded =
  { kind: 'loading' } | { kind: 'unavailable' } | { kind: 'ready'; products: FinanceProduct[] };

/**
 * UK finance quotes for one car (spec car-stock 7 "Finance (UK)"): the products the dealer offers
 * (the default call), each as a card whose sliders recalculate the quote through the worker's
 * Codeweaver proxy. Without the default call's products there is only the spec's message.
 */
export default function UkFinanceQuotes({
  carId,
  headingLevel,
  reserveUrl,
  partExchangeUrl,
  texts,
}: UkFinanceQuotesProps) {
  const [loaded, setLoaded] = useState<Loaded>({ kind: 'loading' });
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const headingId = useId();

  useEffect(() => {
    const controller = new AbortController();
    fetch(codeweaverEndpoints.default, jsonPost({ carId }, controller.signal))
      .then(async (response) => {
        if (!response.ok) throw new Error(`the default quote call answered ${response.status}`);
        const { Products } = (await response.json()) as DefaultQuoteResponse;
        setLoaded(
          Products.length > 0 ? { kind: 'ready', products: Products } : { kind: 'unavailable' },
        );
      })
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        console.warn(
          'UK finance quotes unavailable',
          error instanceof Error ? error.message : error,
        );
        setLoaded({ kind: 'unavailable' });
      });
    return () => controller.abort();
  }, [carId]);

  return (
    <section className="uk-finance" aria-labelledby={headingId} data-state={loaded.kind}>
      <Heading id={headingId} className="uk-finance__heading">
        {texts.heading}
      </Heading>
      {loaded.kind === 'loading' ? (
        <>
          <p className="uk-finance__loading" role="status">
            {texts.loading}
          </p>
          <noscript>
            <p className="uk-finance__message">{texts.noScript}</p>
          </noscript>
        </>
      ) : loaded.kind === 'unavailable' ? (
        <p className="uk-finance__message" role="alert">
          {texts.unavailable}
        </p>
      ) : (
        <>
          <p className="uk-finance__intro">{texts.intro}</p>
          <div className="uk-finance__cards">
            {loaded.products.map((product) => (
              <ProductCard
                key={product.FamilyKey}
                carId={carId}
                product={product}
                texts={texts}
                headingLevel={headingLevel}
                reserveUrl={reserveUrl}
                partExchangeUrl={partExchangeUrl}
              />
            ))}
          </div>
        </>
      )}
    </section>
  );
}

interface CardProps {
  carId: string;
  product: FinanceProduct;
  texts: UkFinanceTexts;
  headingLevel: 2 | 3;
  reserveUrl?: string;
  partExchangeUrl?: string;
}

type CardStatus = 'calculating' | 'ready' | 'failed';

/** One product: sliders, the monthly payment, the quote's details, notifications, links and terms. */
function ProductCard({
  carId,
  product,
  texts,
  headingLevel,
  reserveUrl,
  partExchangeUrl,
}: CardProps) {
  const [figures, setFigures] = useState<QuoteFigures>(() => defaultFigures(product));
  const [quotation, setQuotation] = useState<FinanceQuotation | null>(null);
  const [status, setStatus] = useState<CardStatus>('calculating');
  const [userMessage, setUserMessage] = useState<string | null>(null);
  const pending = useRef<{ timer?: number; controller?: AbortController }>({});
  const CardHeading = headingLevel === 2 ? 'h3' : 'h4';
  const id = useId();

  const calculate = useCallback(
    (asked: QuoteFigures, type: CalculationType) => {
      pending.current.controller?.abort();
      const controller = new AbortController();
      pending.current.controller = controller;
      setStatus('calculating');
      fetch(
        codeweaverEndpoints.calculate,
        jsonPost(calculationRequest(carId, product, asked, type), controller.signal),
      )
        .then(async (response) => {
          if (!response.ok) throw new Error(`the calculation answered ${response.status}`);
          const result = readCalculation(
            (await response.json()) as CalculationResponse,
            product.FamilyKey,
            asked,
          );
          if (controller.signal.aborted) return;
          if (result.kind === 'error') {
            // Spec 8: the partner's user message is shown and the option card is hidden.
            setUserMessage(result.userMessage || texts.calculationFailed);
            return;
          }
          setQuotation(result.quotation);
          setFigures(result.figures);
          setStatus('ready');
        })
        .catch((error: unknown) => {
          if (controller.signal.aborted) return;
          console.warn(
            'UK finance calculation failed',
            product.FamilyKey,
            error instanceof Error ? error.message : error,
          );
          setStatus('failed');
        });
    },
    [carId, product, texts.calculationFailed],
  );

  useEffect(() => {
    const current = pending.current;
    calculate(defaultFigures(product), 'ToRegularPayment');
    return () => {
      window.clearTimeout(current.timer);
      current.controller?.abort();
    };
  }, [calculate, product]);

  const change = (field: keyof QuoteFigures, value: number) => {
    const next = { ...figures, [field]: value };
    setFigures(next);
    window.clearTimeout(pending.current.timer);
    pending.current.timer = window.setTimeout(
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

  if (userMessage !== null) {
    return (
      <div className="uk-finance__error" role="alert" data-product={product.FamilyKey}>
        <p>
          <strong>{product.Name}:</strong> {userMessage}
        </p>
        <button type="button" className="button button--secondary" onClick={startAgain}>
          {texts.startAgain}
        </button>
      </div>
    );
  }

  // Counts group thousands as the UK writes them: '12,000 miles'.
  const months = (n: number) => fill(texts.months, { n: formatInteger(n, 'en-GB') });
  const miles = (n: number) => fill(texts.miles, { n: formatInteger(n, 'en-GB') });
  const reference = quotation?.Finance.Quote.QuoteReference;
  const apply = quotation?.Finance.Quote.QuoteActions.Apply;

  return (
    <article
      className="uk-finance__card"
      aria-labelledby={`${id}-name`}
      aria-busy={status === 'calculating'}
      data-product={product.FamilyKey}
    >
      <CardHeading id={`${id}-name`} className="uk-finance__name">
        {product.Name}
      </CardHeading>
      <p className="uk-finance__headline">
        <span className="uk-finance__amount">{formatPounds(figures.payment, true)}</span>{' '}
        {texts.perMonth}
      </p>
      <p className="uk-finance__status" role="status">
        {status === 'calculating'
          ? texts.calculating
          : status === 'failed'
            ? texts.calculationFailed
            : ''}
      </p>

      <div className="uk-finance__sliders">
        <FigureSlider
          id={`${id}-term`}
          label={texts.term}
          scale={sliderScale(product.Term, 12)}
          value={figures.term}
          format={months}
          onChange={(value) => change('term', value)}
        />
        <FigureSlider
          id={`${id}-deposit`}
          label={texts.deposit}
          scale={sliderScale(product.Deposit, amountSteps.deposit)}
          value={figures.deposit}
          format={(n) => formatPounds(n)}
          onChange={(value) => change('deposit', value)}
        />
        <FigureSlider
          id={`${id}-payment`}
          label={texts.payment}
          scale={sliderScale(product.Payment, amountSteps.payment)}
          value={figures.payment}
          format={(n) => formatPounds(n, true)}
          onChange={(value) => change('payment', value)}
        />
        {product.AnnualMileage && figures.annualMileage !== null ? (
          <FigureSlider
            id={`${id}-mileage`}
            label={texts.annualMileage}
            scale={sliderScale(product.AnnualMileage, 1000)}
            value={figures.annualMileage}
            format={miles}
            onChange={(value) => change('annualMileage', value)}
          />
        ) : null}
      </div>

      {quotation ? (
        <>
          {quotation.Finance.Notifications.length > 0 ? (
            <ul className="uk-finance__notes">
              {quotation.Finance.Notifications.map((note) => (
                <li key={note.Message}>{note.Message}</li>
              ))}
            </ul>
          ) : null}
          <details className="uk-finance__details">
            <summary>{texts.quoteDetails}</summary>
            {quotation.Blocks.map((block, i) => (
              <dl
                key={block.Title ?? i}
                className="uk-finance__detail-list"
                aria-label={block.Title}
              >
                {block.Details.map((detail) => (
                  <div key={detail.Label} className="uk-finance__detail">
                    <dt>{detail.Label}</dt>
                    <dd>{detail.DisplayValue}</dd>
                  </div>
                ))}
              </dl>
            ))}
          </details>
          <p className="uk-finance__reference">
            {texts.quoteReference}: <span data-quote-ref>{reference}</span>
          </p>
          <div className="uk-finance__actions">
            {reserveUrl ? (
              <NewTabLink
                href={quoteLink(reserveUrl, reference!)}
                className="button button--primary"
                newTab={texts.newTab}
              >
                {texts.reserve}
              </NewTabLink>
            ) : null}
            {partExchangeUrl ? (
              <NewTabLink
                href={quoteLink(partExchangeUrl, reference!)}
                className="button button--secondary"
                newTab={texts.newTab}
              >
                {texts.partExchange}
              </NewTabLink>
            ) : null}
            {apply ? (
              <NewTabLink href={apply} className="uk-finance__apply" newTab={texts.newTab}>
                {texts.apply}
              </NewTabLink>
            ) : null}
          </div>
          <Terms quoteRef={reference!} texts={texts} />
        </>
      ) : null}
    </article>
  );
}

function NewTabLink({
  href,
  className,
  newTab,
  children,
}: {
  href: string;
  className: string;
  newTab: string;
  children: string;
}) {
  return (
    <a href={href} className={className} target="_blank" rel="noopener noreferrer">
      {children}
      <span className="visually-hidden"> {newTab}</span>
    </a>
  );
}

interface SliderProps {
  id: string;
  label: string;
  scale: SliderScale;
  value: number;
  format: (value: number) => string;
  onChange: (value: number) => void;
}

/** A labelled range input over a product parameter, its current value and its limits shown beside it. */
function FigureSlider({ id, label, scale, value, format, onChange }: SliderProps) {
  const position = sliderPosition(scale, value);
  const low = scale.kind === 'values' ? scale.values[0]! : scale.min;
  const high = scale.kind === 'values' ? scale.values.at(-1)! : scale.max;
  const shown = format(value);
  return (
    <div className="uk-finance__field">
      <div className="uk-finance__field-head">
        <label htmlFor={id}>{label}</label>
        <output htmlFor={id} className="uk-finance__value">
          {shown}
        </output>
      </div>
      <input
        id={id}
        className="uk-finance__range"
        type="range"
        min={position.min}
        max={position.max}
        step={position.step}
        value={position.value}
        aria-valuetext={shown}
        disabled={low === high}
        onChange={(event) => onChange(valueAtPosition(scale, Number(event.currentTarget.value)))}
      />
      <div className="uk-finance__limits" aria-hidden="true">
        <span>{format(low)}</span>
        <span>{format(high)}</span>
      </div>
    </div>
  );
}

type LegalState =
  | { reference: string; kind: 'loading' }
  | { reference: string; kind: 'failed' }
  | { reference: string; kind: 'ready'; paragraphs: string[] };

/** Terms and conditions of the current quote, fetched when the visitor opens them. */
function Terms({ quoteRef, texts }: { quoteRef: string; texts: UkFinanceTexts }) {
  const [open, setOpen] = useState(false);
  const [legal, setLegal] = useState<LegalState | null>(null);
  const [attempt, setAttempt] = useState(0);
  const id = useId();

  useEffect(() => {
    if (!open) return;
    const controller = new AbortController();
    setLegal({ reference: quoteRef, kind: 'loading' });
    fetch(`${codeweaverEndpoints.legal}?quoteRef=${encodeURIComponent(quoteRef)}`, {
      headers: { accept: 'application/json' },
      signal: controller.signal,
    })
      .then(async (response) => {
        if (!response.ok) throw new Error(`the legal call answered ${response.status}`);
        const { TermsAndConditions } = (await response.json()) as LegalResponse;
        setLegal({
          reference: quoteRef,
          kind: 'ready',
          paragraphs: termsParagraphs(TermsAndConditions),
        });
      })
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        console.warn(
          'UK finance terms unavailable',
          error instanceof Error ? error.message : error,
        );
        setLegal({ reference: quoteRef, kind: 'failed' });
      });
    return () => controller.abort();
  }, [open, quoteRef, attempt]);

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
