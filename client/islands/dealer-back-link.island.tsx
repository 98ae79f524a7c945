import { type MouseEvent, useEffect, useState } from 'react';
import type { DealerBackLinkProps } from './dealer-back-link.props.ts';

/** Whether the visitor came here from another page of this site, so going back stays on it. */
function cameFromThisSite(): boolean {
  if (window.history.length < 2 || !document.referrer) return false;
  try {
    return new URL(document.referrer).origin === window.location.origin;
  } catch {
    return false;
  }
}

/**
 * Back on a dealer page (car-stock 2): to where the visitor came from when that was this site (the
 * list they filtered, a car), else to all sites. Without JavaScript it is the link to all sites.
 */
export default function DealerBackLink({ href, back, allSites }: DealerBackLinkProps) {
  const [hasHistory, setHasHistory] = useState(false);
  useEffect(() => setHasHistory(cameFromThisSite()), []);
  const goBack = (event: MouseEvent<HTMLAnchorElement>) => {
    if (!hasHistory) return;
    event.preventDefault();
    window.history.back();
  };
  return (
    <a className="dealer-back" href={href} onClick={goBack}>
      <span aria-hidden="true">← </span>
      {hasHistory ? back : allSites}
    </a>
  );
}
