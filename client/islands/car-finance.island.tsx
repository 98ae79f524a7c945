import { useSetAtom } from 'jotai/react';
import { type ReactNode, useMemo, useState } from 'react';
import { financeCostsAtom } from '../finance/finance-costs.ts';
import { financeAnchors } from '../finance/finance-anchors.ts';
import { financeFormats } from '../finance/finance-format.ts';
import { LeasingCalculator } from '../finance/leasing-calculator.tsx';
import { LoanCalculator } from '../finance/loan-calculator.tsx';
import { openingOffers } from '../finance/opening-offers.ts';
import { useHashOffer } from '../finance/use-hash-offer.ts';
import { Icon } from '../ui/icons.tsx';
import type { CarFinanceProps } from './car-finance.props.ts';
import { useHydrated } from '../lib/use-hydrated.ts';

/**
 * The car's financing as an accordion of calculators: loan, private and company leasing, only the
 * ones the car offers. Each item is a native <details> (one open at a time), so the page shows
 * every offer and its default cost before the script runs; the island adds the calculators'
 * controls and opens the item a link to its anchor (#finance-loan...) points at.
 */
export default function CarFinance({
  carId,
  locale,
  currency,
  mileageUnit,
  texts,
  loan,
  leases,
}: CarFinanceProps) {
  const f = useMemo(() => financeFormats(locale, currency), [locale, currency]);
  const ready = useHydrated();
  const offers = useMemo(() => openingOffers({ loan, leases }), [loan, leases]);
  const [open, setOpen] = useState<string | null>(offers[0]?.id ?? null);
  const [costs, setCosts] = useState<Record<string, number>>(() =>
    Object.fromEntries(offers.map((offer) => [offer.id, offer.cost])),
  );
  useHashOffer(
    offers.map((offer) => offer.id),
    setOpen,
  );

  const setLiveCosts = useSetAtom(financeCostsAtom);
  // The accordion's summary and the sticky column's card (through the shared atom) follow the calculator.
  const setCost = (id: string) => (value: number) => {
    setCosts((current) => ({ ...current, [id]: value }));
    setLiveCosts((current) => ({ ...current, [id]: value }));
  };

  const item = (id: string, title: string, campaign: boolean, body: ReactNode) => (
    <details
      key={id}
      id={id}
      className="car-finance__item"
      data-campaign={campaign ? '' : undefined}
      name="car-finance"
      open={open === id}
      onToggle={(event) => {
        const isOpen = event.currentTarget.open;
        setOpen((current) => (isOpen ? id : current === id ? null : current));
      }}
    >
      <summary className="car-finance__summary">
        <span className="car-finance__title">{title}</span>
        <span className="car-finance__summary-cost">
          {f.money(costs[id] ?? 0)}
          {texts.perMonth}
        </span>
        <Icon name="chevron-down" className="car-finance__chevron" size={20} />
      </summary>
      <div className="car-finance__body">{body}</div>
    </details>
  );

  return (
    <div className="car-finance" data-ready={ready ? '' : undefined}>
      {loan
        ? item(
            financeAnchors.loan,
            loan.title,
            loan.campaign,
            <LoanCalculator
              id={financeAnchors.loan}
              loan={loan}
              texts={texts}
              currency={currency}
              carId={carId}
              f={f}
              ready={ready}
              onMonthlyCost={setCost(financeAnchors.loan)}
            />,
          )
        : null}
      {leases.map((lease) =>
        item(
          financeAnchors[lease.kind],
          lease.title,
          lease.campaign,
          <LeasingCalculator
            id={financeAnchors[lease.kind]}
            lease={lease}
            texts={texts}
            mileageUnit={mileageUnit}
            f={f}
            ready={ready}
            onMonthlyCost={setCost(financeAnchors[lease.kind])}
          />,
        ),
      )}
    </div>
  );
}
