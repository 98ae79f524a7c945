import { useEffect, useRef } from 'react';
import { pushToDataLayer } from '../lib/data-layer.ts';

/** Spec 7: the event waits for the monthly cost to settle this long after a change. */
export const loanEventDebounceMs = 500;

export interface LoanCalculatorEvent {
  carId: string;
  monthlyCost: number;
  months: number;
  downPayment: number;
}

/** The loan calculator's data-layer event: a flow interaction naming the calculator and the loan chosen. */
export function pushLoanCalculatorEvent({
  carId,
  monthlyCost,
  months,
  downPayment,
}: LoanCalculatorEvent): void {
  pushToDataLayer({
    event: 'flow_interaction',
    flow_name: 'loan_calculator',
    flow_step: 'monthly_cost_changed',
    car_id: carId,
    monthly_cost: monthlyCost,
    contract_months: months,
    down_payment: downPayment,
  });
}

/**
 * Car-stock spec 7: once the monthly cost has changed more than twice, the event fires 500 ms after
 * the last change (a slider drag is one burst, not dozens of events), once per calculator: it
 * tells that the visitor really worked the calculator, not how often.
 */
export function useLoanCalculatorEvent(event: LoanCalculatorEvent): void {
  const changes = useRef(0);
  const previous = useRef(event.monthlyCost);
  const sent = useRef(false);
  const latest = useRef(event);
  latest.current = event;

  useEffect(() => {
    if (event.monthlyCost === previous.current) return;
    previous.current = event.monthlyCost;
    changes.current += 1;
    if (sent.current || changes.current <= 2) return;
    const timer = setTimeout(() => {
      sent.current = true;
      pushLoanCalculatorEvent(latest.current);
    }, loanEventDebounceMs);
    return () => clearTimeout(timer);
  }, [event.monthlyCost]);
}
