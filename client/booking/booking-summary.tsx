import {
  type KeyboardEvent,
  type MouseEvent,
  type PointerEvent,
  useId,
  useRef,
  useState,
} from 'react';
import type { BookingTexts } from './booking.texts.ts';
import type { BookingState } from './booking-state.ts';
import {
  type SheetDrag,
  draggedHeight,
  isSheetDrag,
  openAfterDrag,
  startSheetDrag,
} from './sheet-drag.ts';
import { SummaryContent, serviceCount } from './summary-content.tsx';

/**
 * 'Summering av val' (booking spec 2.1): one element that summary.css makes a sticky aside on
 * desktop and a bottom sheet on phones. The sheet's handle is a button over its top row: a click,
 * Enter or Space toggles it, Escape closes it (focus back on the handle), and a pointer drags it
 * (sheet-drag.ts says where it rests when let go).
 */
export function BookingSummary({
  state,
  texts,
  serviceTexts,
}: {
  state: BookingState;
  texts: BookingTexts['summary'];
  serviceTexts: BookingTexts['services'];
}) {
  const [open, setOpen] = useState(false);
  const [height, setHeight] = useState<number | null>(null);
  const drag = useRef<SheetDrag | null>(null);
  // A drag ends in a click on the handle too; that click must not toggle the sheet back.
  const dragged = useRef(false);
  const handle = useRef<HTMLButtonElement>(null);
  const headingId = useId();
  const countId = useId();
  const bodyId = useId();

  const onPointerDown = (event: PointerEvent<HTMLButtonElement>) => {
    if (!event.isPrimary || event.button !== 0) return;
    event.currentTarget.setPointerCapture(event.pointerId);
    drag.current = startSheetDrag(open, event.clientY, window.innerHeight);
    dragged.current = false;
  };
  const onPointerMove = (event: PointerEvent<HTMLButtonElement>) => {
    const current = drag.current;
    if (!current || (!dragged.current && !isSheetDrag(current, event.clientY))) return;
    dragged.current = true;
    setHeight(draggedHeight(current, event.clientY, window.innerHeight));
  };
  const onPointerUp = (event: PointerEvent<HTMLButtonElement>) => {
    const current = drag.current;
    drag.current = null;
    if (!current || !dragged.current) return;
    setHeight(null);
    setOpen(openAfterDrag(open, current, event.clientY));
  };
  const onPointerCancel = () => {
    drag.current = null;
    setHeight(null);
  };
  const onClick = (event: MouseEvent<HTMLButtonElement>) => {
    // Enter and Space click with detail 0: never the end of a drag.
    const afterDrag = dragged.current && event.detail !== 0;
    dragged.current = false;
    if (!afterDrag) setOpen((wasOpen) => !wasOpen);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'Escape' || !open) return;
    event.stopPropagation();
    setOpen(false);
    handle.current?.focus();
  };

  return (
    <aside className="booking-summary" aria-labelledby={headingId}>
      <div
        className="booking-summary__sheet"
        data-open={open || undefined}
        data-dragging={height === null ? undefined : ''}
        style={height === null ? undefined : { height: `${height}px` }}
        onKeyDown={onKeyDown}
      >
        <button
          ref={handle}
          type="button"
          className="booking-summary__handle"
          aria-expanded={open}
          aria-controls={bodyId}
          aria-describedby={countId}
          onPointerDown={onPointerDown}
          onPointerMove={onPointerMove}
          onPointerUp={onPointerUp}
          onPointerCancel={onPointerCancel}
          onClick={onClick}
        >
          <span className="booking-summary__grip" aria-hidden="true" />
          <span className="visually-hidden">{open ? texts.close : texts.open}</span>
        </button>
        <div className="booking-summary__top">
          <h2 className="booking-summary__title" id={headingId}>
            {texts.heading}
          </h2>
          <p className="booking-summary__count" id={countId}>
            {serviceCount(state, texts)}
          </p>
        </div>
        <div className="booking-summary__body" id={bodyId}>
          <SummaryContent state={state} texts={texts} serviceTexts={serviceTexts} />
        </div>
      </div>
    </aside>
  );
}
