import { type ReactNode, type Ref, useId } from 'react';
import { fill } from '../lib/fill.ts';
import type { BookingTexts } from './booking.texts.ts';
import { numberedSteps } from './booking-state.ts';

/**
 * One step of the flow (booking spec 2.1): a section headed 'Steg n/4' and the step's title. Open,
 * it shows the step; collapsed, a one-line summary of what was chosen and a button that opens it
 * again. The heading takes the focus when the step opens (the flow moves it there).
 */
export function StepFrame({
  number,
  title,
  open,
  summary,
  texts,
  onReopen,
  headingRef,
  children,
}: {
  /** 1 to 4, as the visitor counts. */
  number: number;
  title: string;
  open: boolean;
  summary: string;
  texts: BookingTexts['steps'];
  /** Absent when the step cannot be opened again. */
  onReopen?: () => void;
  headingRef: Ref<HTMLHeadingElement>;
  children: ReactNode;
}) {
  const headingId = useId();
  return (
    <section
      className={`booking-step${open ? ' booking-step--open' : ''}`}
      aria-labelledby={headingId}
    >
      <div className="booking-step__head">
        <h2 className="booking-step__heading" id={headingId} ref={headingRef} tabIndex={-1}>
          <span className="booking-step__counter">
            {fill(texts.counter, { n: number, total: numberedSteps })}
          </span>{' '}
          <span className="booking-step__title">{title}</span>
        </h2>
        {!open && summary ? <p className="booking-step__summary">{summary}</p> : null}
        {!open && onReopen ? (
          <button
            type="button"
            className="link-button booking-step__reopen"
            aria-label={`${texts.reopen}: ${title}`}
            onClick={onReopen}
          >
            {texts.reopen}
          </button>
        ) : null}
      </div>
      {open ? <div className="booking-step__body">{children}</div> : null}
    </section>
  );
}
