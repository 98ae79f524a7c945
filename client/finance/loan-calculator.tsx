import { useMemo, useState } from 'react';
import { fill } from '../lib/fill.ts';
import { computeLoan, initialLoanState } from '../lib/finance/loan.ts';
import type { CarFinanceProps, LoanCalculatorProps } from '../islands/car-finance.props.ts';
import type { FinanceFormats } from './finance-format.ts';
import { LoanTermSliders } from './term-sliders.tsx';
import { useLoanCalculatorEvent } from './loan-analytics.ts';

interface Props {
  id: string;
  loan: LoanCalculatorProps;
  texts: CarFinanceProps['texts'];
  currency: string;
  carId: string;
  f: FinanceFormats;
  ready: boolean;
  /** Tells the accordion the current monthly cost, for its summary line. */
  onMonthlyCost(value: number): void;
}

/** The loan calculator: term and down payment in, monthly cost, residual, rates and fees out. */
export function LoanCalculator({
  id,
  loan,
  texts,
  currency,
  carId,
  f,
  ready,
  onMonthlyCost,
}: Props) {
  const { terms } = loan;
  const [state, setState] = useState(() => initialLoanState(terms));
  const result = useMemo(() => computeLoan(terms, state), [terms, state]);
  const months = (n: number) => fill(texts.months, { n });

  useLoanCalculatorEvent({
    carId,
    monthlyCost: result.monthlyCost,
    months: result.months,
    downPayment: result.downPayment,
  });

  const update = (next: typeof state) => {
    setState(next);
    onMonthlyCost(computeLoan(terms, next).monthlyCost);
  };

  const disclaimer = fill(loan.disclaimer, {
    1: f.rate(terms.interestRate),
    2: f.rate(result.effectiveRate),
    3: result.months,
    4: f.integer(result.downPaymentPercentage),
    5: f.integer(result.residualPercentage),
    6: loan.startFeeText,
    7: loan.invoiceFeeText,
  });

  return (
    <div className="finance-calculator">
      {loan.description ? (
        <p className="finance-calculator__description">{loan.description}</p>
      ) : null}
      <p className="finance-calculator__cost">
        <span className="finance-calculator__cost-label">{texts.monthlyCost}</span>
        <span
          className="finance-calculator__cost-value"
          data-testid="loan-monthly-cost"
          aria-live="polite"
        >
          {f.money(result.monthlyCost)}
          {texts.perMonth}
        </span>
      </p>
      <LoanTermSliders
        id={id}
        terms={terms}
        state={state}
        months={months}
        ready={ready}
        f={f}
        texts={texts}
        downPaymentTypedLabel={fill(texts.downPaymentInput, { currency })}
        onChange={update}
      />
      <dl className="finance-facts">
        <div>
          <dt>{texts.term}</dt>
          <dd>{months(result.months)}</dd>
        </div>
        <div>
          <dt>{texts.credit}</dt>
          <dd>{f.money(result.credit)}</dd>
        </div>
        <div>
          <dt>{texts.residual}</dt>
          <dd data-testid="loan-residual">
            {f.money(result.residual)} ({f.percent(result.residualPercentage)})
          </dd>
        </div>
        <div>
          <dt>{texts.interestRate}</dt>
          <dd>{f.rate(terms.interestRate)} %</dd>
        </div>
        <div>
          <dt>{texts.effectiveRate}</dt>
          <dd data-testid="loan-effective-rate">{f.rate(result.effectiveRate)} %</dd>
        </div>
        <div>
          <dt>{texts.startFee}</dt>
          <dd>{loan.startFeeText}</dd>
        </div>
        <div>
          <dt>{texts.invoiceFee}</dt>
          <dd>{loan.invoiceFeeText}</dd>
        </div>
      </dl>
      <p className="finance-calculator__disclaimer" data-testid="loan-disclaimer">
        {disclaimer}
      </p>
    </div>
  );
}
