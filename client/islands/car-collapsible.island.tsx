import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import type { CarCollapsibleProps } from './car-collapsible.props.ts';

// useLayoutEffect warns when React renders on the server; the island's server render skips it.
const useBrowserLayoutEffect = typeof document === 'undefined' ? useEffect : useLayoutEffect;

/**
 * Equipment or description on the detail page: the whole content as plain HTML, collapsed to its
 * height once the script runs, with a show more / show less toggle only when the content is taller.
 */
export default function CarCollapsible({
  id,
  kind,
  items,
  collapsedPx,
  showMore,
  showLess,
}: CarCollapsibleProps) {
  const body = useRef<HTMLDivElement>(null);
  const [taller, setTaller] = useState(false);
  const [measured, setMeasured] = useState(false);
  const [expanded, setExpanded] = useState(false);

  useBrowserLayoutEffect(() => {
    const element = body.current;
    if (element) setTaller(element.scrollHeight > collapsedPx + 1);
    setMeasured(true);
  }, [collapsedPx]);

  useBrowserLayoutEffect(() => {
    const element = body.current;
    if (!element) return;
    element.style.maxHeight = taller && !expanded ? `${collapsedPx}px` : '';
  }, [taller, expanded, collapsedPx]);

  const contentId = `${id}-content`;
  return (
    <div
      className="car-collapsible"
      data-measured={measured ? 'true' : undefined}
      data-collapsed={taller && !expanded ? 'true' : undefined}
    >
      <div ref={body} id={contentId} className="car-collapsible__body">
        {kind === 'list' ? (
          <ul className="car-collapsible__list">
            {items.map((item, i) => (
              <li key={`${i}-${item}`}>{item}</li>
            ))}
          </ul>
        ) : (
          items.map((paragraph, i) => <p key={i}>{paragraph}</p>)
        )}
      </div>
      {taller ? (
        <button
          type="button"
          className="car-collapsible__toggle"
          aria-expanded={expanded}
          aria-controls={contentId}
          onClick={() => setExpanded((e) => !e)}
        >
          {expanded ? showLess : showMore}
        </button>
      ) : null}
    </div>
  );
}
