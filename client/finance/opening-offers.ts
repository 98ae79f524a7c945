import type { CarFinanceProps } from '../islands/car-finance.props.ts';
import { computeLeasing, initialLeasingState } from '../lib/finance/leasing.ts';
import { computeLoan, initialLoanState } from '../lib/finance/loan.ts';
import { financeAnchors } from './finance-anchors.ts';

/** One financing offer of a car as the accordion and the sticky column's cards show it. */
export interface OpeningOffer {
  /** Its calculator's anchor (financeAnchors). */
  id: string;
  title: string;
  /** The monthly cost its calculator opens with. */
  cost: number;
}

/** The car's offers in the accordion's order (the loan, then the leases), at their opening cost. */
export function openingOffers({
  loan,
  leases,
}: Pick<CarFinanceProps, 'loan' | 'leases'>): OpeningOffer[] {
  return [
    ...(loan
      ? [
          {
            id: financeAnchors.loan,
            title: loan.title,
            cost: computeLoan(loan.terms, initialLoanState(loan.terms)).monthlyCost,
          },
        ]
      : []),
    ...leases.map((lease) => ({
      id: financeAnchors[lease.kind],
      title: lease.title,
      cost: computeLeasing(lease.terms, initialLeasingState(lease.terms)).monthlyCost,
    })),
  ];
}
