import type { ReactNode } from 'react';
import type { CarCollapsibleProps } from '../islands/car-collapsible.props.ts';
import { CarCollapsibleIsland } from './car-detail-islands.tsx';

/** A section of the detail page under its h2 (the heading's id is `<id>-heading` unless named). */
export function DetailSection({
  id,
  headingId = `${id}-heading`,
  heading,
  children,
}: {
  id: string;
  headingId?: string;
  heading: string;
  children: ReactNode;
}) {
  return (
    <section id={id} className="car-detail__section" aria-labelledby={headingId}>
      <h2 id={headingId}>{heading}</h2>
      {children}
    </section>
  );
}

/** A section of the dealer's own words (equipment, description), folded to a height until opened. */
export function CollapsibleSection({
  id,
  heading,
  lang,
  texts,
  ...collapsible
}: Omit<CarCollapsibleProps, 'showMore' | 'showLess'> & {
  heading: string;
  /** The language the dealer wrote in, when it is not the page's. */
  lang: string | undefined;
  texts: Pick<CarCollapsibleProps, 'showMore' | 'showLess'>;
}) {
  return (
    <DetailSection id={id} heading={heading}>
      <div lang={lang}>
        <CarCollapsibleIsland
          id={id}
          {...collapsible}
          showMore={texts.showMore}
          showLess={texts.showLess}
        />
      </div>
    </DetailSection>
  );
}
