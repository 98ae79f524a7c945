/**
 * FINANCE SLOT of a car-of-the-week card: today the car's monthly costs (loan, private leasing) as
 * the stock gives them. The finance helper's loan and leasing sliders (issue 8) go here, in place
 * of or under these lines; the slot keeps its props so the slider island needs no other change.
 */
export function CarOfTheWeekFinance({ loan, leasing }: { loan: string | null; leasing: string | null }) {
  if (!loan && !leasing) return null;
  return (
    <ul className="car-of-the-week__finance" data-finance-slot="">
      {loan ? <li>{loan}</li> : null}
      {leasing ? <li>{leasing}</li> : null}
    </ul>
  );
}
