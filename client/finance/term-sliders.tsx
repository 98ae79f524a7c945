import {
  changeDownPayment,
  changeTerm,
  downPaymentBounds,
  downPaymentStep,
  type LoanState,
  type LoanTerms,
  loanTermStep,
  termBounds,
} from '../lib/finance/loan.ts';
import {
  changePeriod,
  type LeasingState,
  type LeasingTerms,
  leasingPeriodStep,
  periodBounds,
} from '../lib/finance/leasing.ts';
import type { FinanceFormats } from './finance-format.ts';
import type { FinanceTexts } from './finance.texts.ts';
import { SliderField } from './finance-slider.tsx';

/** What the detail page's calculators and the car-of-the-week cards share around a slider. */
interface TermSliderProps<State> {
  /** The controls' ids start with it. */
  id: string;
  state: State;
  /** A number of months as a visitor reads it ('60 mån'). */
  months(n: number): string;
  ready: boolean;
  onChange(state: State): void;
}

/**
 * A loan's term slider (12-month steps, hidden when the offer has one term) and down payment
 * slider (1,000 steps): the same controls on the detail page's loan calculator and on a
 * car-of-the-week card, so both move through the same values.
 */
export function LoanTermSliders({
  id,
  terms,
  state,
  months,
  ready,
  onChange,
  f,
  texts,
  downPaymentTypedLabel,
}: TermSliderProps<LoanState> & {
  terms: LoanTerms;
  f: FinanceFormats;
  texts: Pick<FinanceTexts, 'term' | 'downPayment'>;
  /** The calculator's typed amount field beside the down payment slider. */
  downPaymentTypedLabel?: string;
}) {
  const term = termBounds(terms);
  return (
    <>
      {term.min < term.max ? (
        <SliderField
          id={`${id}-term`}
          label={texts.term}
          value={state.months}
          bounds={term}
          step={loanTermStep}
          format={months}
          disabled={!ready}
          onChange={(value) => onChange(changeTerm(terms, state, value))}
        />
      ) : null}
      <SliderField
        id={`${id}-down-payment`}
        label={texts.downPayment}
        value={state.downPayment}
        bounds={downPaymentBounds(terms, state.months)}
        step={downPaymentStep}
        format={f.money}
        disabled={!ready}
        typedLabel={downPaymentTypedLabel}
        onChange={(value) => onChange(changeDownPayment(terms, state, value))}
      />
    </>
  );
}

/** A lease's period slider for the chosen mileage (12-month steps, hidden when it offers one). */
export function LeasePeriodSlider({
  id,
  terms,
  state,
  months,
  ready,
  onChange,
  label,
}: TermSliderProps<LeasingState> & { terms: LeasingTerms; label: string }) {
  const period = periodBounds(terms, state.mileage);
  if (period.min >= period.max) return null;
  return (
    <SliderField
      id={`${id}-period`}
      label={label}
      value={state.months}
      bounds={period}
      step={leasingPeriodStep}
      format={months}
      disabled={!ready}
      onChange={(value) => onChange(changePeriod(terms, state, value))}
    />
  );
}
