import { useMemo } from 'react';
import { type FinanceFormats, financeFormats } from '../../finance/finance-format.ts';
import { fill } from '../../lib/fill.ts';
import { LeasePeriodSlider, LoanTermSliders } from '../../finance/term-sliders.tsx';
import type { CarOfTheWeekProps, WeekFinance } from '../../islands/car-of-the-week.props.ts';
import {
  changeMileage,
  computeLeasing,
  initialLeasingState,
  type LeasingState,
  offeredMileages,
  periodBounds,
} from '../../lib/finance/leasing.ts';
import { computeLoan, initialLoanState, type LoanState } from '../../lib/finance/loan.ts';

/** Where a card's sliders stand: the loan's term and down payment, the lease's mileage and period. */
export interface WeekFinanceState {
  loan: LoanState | null;
  lease: LeasingState | null;
}

/** The sliders' opening state: what the detail page's calculators open on, so both show the same cost. */
export function openingFinanceState(finance: WeekFinance): WeekFinanceState {
  return {
    loan: finance.loan ? initialLoanState(finance.loan) : null,
    lease: finance.lease ? initialLeasingState(finance.lease) : null,
  };
}

/** The monthly costs a card shows for a state of its sliders (the calculators' own maths). */
export function weekMonthlyCosts(
  finance: WeekFinance,
  state: WeekFinanceState,
): { loan: number | null; lease: number | null } {
  return {
    loan: finance.loan && state.loan ? computeLoan(finance.loan, state.loan).monthlyCost : null,
    lease:
      finance.lease && state.lease ? computeLeasing(finance.lease, state.lease).monthlyCost : null,
  };
}

interface Props {
  /** Unique per card on the page: the controls' ids start with it. */
  id: string;
  finance: WeekFinance;
  state: WeekFinanceState;
  onChange(state: WeekFinanceState): void;
  texts: CarOfTheWeekProps['financeTexts'];
  locale: string;
  /** Until the island has hydrated the controls could do nothing, so they are disabled. */
  ready: boolean;
}

/**
 * FINANCE SLOT of a car-of-the-week card (spec 2: "Finance sliders exist"): the loan's monthly cost
 * with its term (12-month steps) and down payment (1,000 steps) sliders, and the private lease's
 * monthly cost with its mileage and period where the offer has more than one (a fixed offer shows
 * them as text). The costs follow the sliders through the detail page's calculator maths. The
 * controls sit above the card's link cover, so using them neither opens the car nor centres it.
 */
export function CarOfTheWeekFinance({ id, finance, state, onChange, texts, locale, ready }: Props) {
  const f = useMemo(() => financeFormats(locale, finance.currency), [locale, finance.currency]);
  const costs = weekMonthlyCosts(finance, state);
  const months = (n: number) => fill(texts.months, { n });
  const { loan, lease } = finance;
  return (
    <div className="cotw-finance" data-finance-slot="">
      {loan && state.loan && costs.loan !== null ? (
        <div className="cotw-finance__offer">
          <p className="cotw-finance__cost" data-cost="loan" aria-live="polite">
            {fill(texts.loan, { amount: f.money(costs.loan) })}
          </p>
          <LoanTermSliders
            id={id}
            terms={loan}
            state={state.loan}
            months={months}
            ready={ready}
            f={f}
            texts={texts}
            onChange={(next) => onChange({ ...state, loan: next })}
          />
        </div>
      ) : null}
      {lease && state.lease && costs.lease !== null ? (
        <div className="cotw-finance__offer">
          <p className="cotw-finance__cost" data-cost="lease" aria-live="polite">
            {fill(texts.leasing, { amount: f.money(costs.lease) })}
          </p>
          <LeaseControls
            id={id}
            lease={lease}
            state={state.lease}
            unit={finance.mileageUnit}
            f={f}
            months={months}
            texts={texts}
            ready={ready}
            onChange={(next) => onChange({ ...state, lease: next })}
          />
        </div>
      ) : null}
    </div>
  );
}

function LeaseControls({
  id,
  lease,
  state,
  unit,
  f,
  months,
  texts,
  ready,
  onChange,
}: {
  id: string;
  lease: NonNullable<WeekFinance['lease']>;
  state: LeasingState;
  unit: string;
  f: FinanceFormats;
  months(n: number): string;
  texts: Props['texts'];
  ready: boolean;
  onChange(state: LeasingState): void;
}) {
  const mileages = offeredMileages(lease);
  const period = periodBounds(lease, state.mileage);
  const distance = (mileage: number) => `${f.integer(mileage)} ${unit}`;
  if (mileages.length < 2 && period.min === period.max) {
    return (
      <p className="cotw-finance__terms">
        {months(state.months)} · {distance(state.mileage)}
      </p>
    );
  }
  return (
    <>
      {mileages.length > 1 ? (
        <div className="cotw-finance__mileage">
          <label htmlFor={`${id}-mileage`}>{texts.mileage}</label>
          <select
            id={`${id}-mileage`}
            value={state.mileage}
            disabled={!ready}
            onChange={(event) =>
              onChange(changeMileage(lease, state, Number(event.currentTarget.value)))
            }
          >
            {mileages.map((mileage) => (
              <option key={mileage} value={mileage}>
                {distance(mileage)}
              </option>
            ))}
          </select>
        </div>
      ) : null}
      <LeasePeriodSlider
        id={id}
        terms={lease}
        state={state}
        months={months}
        ready={ready}
        onChange={onChange}
        label={texts.period}
      />
    </>
  );
}
