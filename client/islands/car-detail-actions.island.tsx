import { useEffect } from 'react';
import type { CardCar } from '../contracts/car-card.ts';
import { CompareToggle } from '../compare/compare-toggle.tsx';
import { pushProductDetail } from '../lib/data-layer.ts';
import { prefersReducedMotion } from '../lib/reduced-motion.ts';
import { formTargetOfHash } from '../car-detail/hash-scroll.ts';
import type { CarDetailActionsProps } from './car-detail-actions.props.ts';
import { useHydrated } from '../lib/use-hydrated.ts';

function scrollToForm(): void {
  const target = formTargetOfHash(window.location.hash);
  const element = target ? document.getElementById(target) : null;
  element?.scrollIntoView({ behavior: prefersReducedMotion() ? 'auto' : 'smooth', block: 'start' });
}

/**
 * The detail page's compare button. It also reports the product detail event once per page
 * load, and brings the contact form into view for a hash that mentions 'contact', on load and
 * whenever the hash changes (the calls to action link to #contact-quote and #contact-testdrive).
 */
export default function CarDetailActions({ car, compareTexts, product }: CarDetailActionsProps) {
  const ready = useHydrated();
  useEffect(() => {
    pushProductDetail(product);
    scrollToForm();
    window.addEventListener('hashchange', scrollToForm);
    return () => window.removeEventListener('hashchange', scrollToForm);
  }, [product]);
  return (
    <span className="car-detail__compare" data-ready={ready ? 'true' : undefined}>
      <CompareToggle
        car={car as unknown as CardCar & Record<string, unknown>}
        label={compareTexts.toggle}
      />
    </span>
  );
}
