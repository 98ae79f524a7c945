import { useMemo, useState } from 'react';
import { fill } from '../lib/fill.ts';
import {
  changeFirstPayment,
  changeMileage,
  computeLeasing,
  firstPaymentBounds,
  firstPaymentStep,
  initialLeasingState,
  offeredMileages,
} from '../lib/finance/leasing.ts';
import type { CarFinanceProps, LeasingCalculatorProps } from '../islands/car-finance.props.ts';
import type { FinanceFormats } from './finance-format.ts';
import { SliderField } from './finance-slider.tsx';
import { LeasePeriodSlider } from './term-sliders.tsx';

interface Props {
  id: string;
  lease: LeasingCalculatorProps;
  texts: CarFinanceProps['texts'];
  mileageUnit: string;
  f: FinanceFormats;
  ready: boolean;
  onMonthlyCost(value: number): void;
}

/**
 * A leasing calculator (private or company): the offered mileages as a choice, the period and the
 * first payment as sliders (each hidden when it offers one value only); residual and monthly cost
 * follow.
 */
export function LeasingCalculator({
  id,
  lease,
  texts,
  mileageUnit,
  f,
  ready,
  onMonthlyCost,
}: Props) {
  const { terms } = lease;
  const [state, setState] = useState(() => initialLeasingState(terms));
  const result = useMemo(() => computeLeasing(terms, state), [terms, state]);
  const mileages = offeredMileages(terms);
  const firstPayment = firstPaymentBounds(result.contract);
  const months = (n: number) => fill(texts.months, { n });
  const distance = (mileage: number) => `${f.integer(mileage)} ${mileageUnit}`;

  const update = (next: typeof state) => {
    setState(next);
    onMonthlyCost(computeLeasing(terms, next).monthlyCost);
  };

  const residualPercentage = result.contract.residual_percentage;
  const disclaimer = fill(lease.disclaimer, {
    1: distance(state.mileage),
    2: result.contract.months,
    3: f.integer(state.firstPaymentPercentage),
    4: residualPercentage === null ? '–' : f.integer(residualPercentage),
    5: lease.interestRateText,
    6: lease.invoiceFeeText,
    7: lease.startFeeText,
  });

  return (
    <div className="finance-calculator">
      {lease.salesText ? <p className="finance-calculator__sales">{lease.salesText}</p> : null}
      {lease.description ? (
        <p className="finance-calculator__description">{lease.description}</p>
      ) : null}
      <p className="finance-calculator__cost">
        <span className="finance-calculator__cost-label">{texts.monthlyCost}</span>
        <span
          className="finance-calculator__cost-value"
          data-testid={`${lease.kind}-leasing-monthly-cost`}
          aria-live="polite"
        >
          {f.money(result.monthlyCost)}
          {texts.perMonth}
        </span>
      </p>
      {mileages.length > 1 ? (
        <fieldset className="finance-mileages">
          <legend>{texts.mileage}</legend>
          {mileages.map((mileage) => (
            <label key={mileage} className="finance-mileages__choice">
              <input
                type="radio"
                name={`${id}-mileage`}
                value={mileage}
                checked={state.mileage === mileage}
                disabled={!ready}
                onChange={() => update(changeMileage(terms, state, mileage))}
              />
              <span>{distance(mileage)}</span>
            </label>
          ))}
        </fieldset>
      ) : null}
      <LeasePeriodSlider
        id={id}
        terms={terms}
        state={state}
        months={months}
        ready={ready}
        label={texts.period}
        onChange={update}
      />
      {firstPayment.min < firstPayment.max ? (
        <SliderField
          id={`${id}-first-payment`}
          label={texts.firstPayment}
          value={state.firstPaymentPercentage}
          bounds={firstPayment}
          step={firstPaymentStep}
          format={f.percent}
          disabled={!ready}
          typedLabel={texts.firstPaymentInput}
          onChange={(value) => update(changeFirstPayment(terms, state, value))}
        />
      ) : null}
      <dl className="finance-facts">
        <div>
          <dt>{texts.mileage}</dt>
          <dd>{distance(state.mileage)}</dd>
        </div>
        <div>
          <dt>{texts.period}</dt>
          <dd>{months(result.contract.months)}</dd>
        </div>
        {firstPayment.max > 0 ? (
          <div>
            <dt>{texts.firstPayment}</dt>
            <dd>
              {f.money(result.firstPayment)} ({f.percent(state.firstPaymentPercentage)})
            </dd>
          </div>
        ) : null}
        {result.residual !== null && residualPercentage !== null ? (
          <div>
            <dt>{texts.residual}</dt>
            <dd data-testid={`${lease.kind}-leasing-residual`}>
              {f.money(result.residual)} ({f.percent(residualPercentage)})
            </dd>
          </div>
        ) : null}
        <div>
          <dt>{texts.interestRate}</dt>
          <dd>{lease.interestRateText}</dd>
        </div>
        <div>
          <dt>{texts.startFee}</dt>
          <dd>{lease.startFeeText}</dd>
        </div>
        <div>
          <dt>{texts.invoiceFee}</dt>
          <dd>{lease.invoiceFeeText}</dd>
        </div>
        <div>
          <dt>{texts.priceBasis}</dt>
          <dd>{f.money(terms.price)}</dd>
        </div>
      </dl>
      <p
        className="finance-calculator__disclaimer"
        data-testid={`${lease.kind}-leasing-disclaimer`}
      >
        {disclaimer}
      </p>
    </div>
  );
}
