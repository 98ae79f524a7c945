import { useEffect, useRef, useState } from 'react';
import { CarCard } from '../ui/car-card.tsx';
import {
  carouselRange,
  clickMovePx,
  dragOffset,
  settleCarousel,
  viewportWidth,
} from '../car-detail/carousel-snap.ts';
import type { SimilarCarsProps } from './similar-cars.props.ts';

/**
 * The similar cars row: 330 px cards 16 px apart that scroll natively as plain HTML. With the
 * script the row is collapsed (the first cards) or expanded (moved to its end): a drag of at
 * least 30 percent of the range snaps it to the other state, a press that moves under 5 px
 * toggles it, and a button does the same from the keyboard.
 */
export default function SimilarCars({ heading, cars, showMore, showLess }: SimilarCarsProps) {
  const frame = useRef<HTMLDivElement>(null);
  const track = useRef<HTMLUListElement>(null);
  const gesture = useRef<{ x: number; dragged: number; pointer: number } | null>(null);
  const [enhanced, setEnhanced] = useState(false);
  const [open, setOpen] = useState(false);
  const [range, setRange] = useState(0);

  useEffect(() => {
    const measure = () => {
      const element = frame.current;
      if (!element) return;
      const parent = element.parentElement?.clientWidth ?? window.innerWidth;
      const width = viewportWidth(window.innerWidth, parent);
      element.style.maxWidth = `${width}px`;
      setRange(carouselRange(cars.length, width));
    };
    measure();
    setEnhanced(true);
    window.addEventListener('resize', measure);
    return () => window.removeEventListener('resize', measure);
  }, [cars.length]);

  const place = (offset: number, animate: boolean) => {
    const element = track.current;
    if (!element) return;
    element.dataset.animate = animate ? 'true' : 'false';
    element.style.transform = `translateX(${offset}px)`;
  };

  useEffect(() => {
    if (enhanced) place(open ? -range : 0, true);
  }, [open, range, enhanced]);

  const end = () => {
    const current = gesture.current;
    gesture.current = null;
    if (!current) return;
    setOpen((wasOpen) => {
      const next = settleCarousel(wasOpen, current.dragged, range);
      place(next ? -range : 0, true);
      return next;
    });
  };

  return (
    <section className="similar-cars" aria-labelledby="similar-cars-heading">
      <div className="similar-cars__head">
        <h2 id="similar-cars-heading" className="similar-cars__heading">
          {heading}
        </h2>
        {enhanced && range > 0 ? (
          <button
            type="button"
            className="similar-cars__toggle"
            aria-expanded={open}
            aria-controls="similar-cars-track"
            onClick={() => setOpen((o) => !o)}
          >
            {open ? showLess : showMore}
          </button>
        ) : null}
      </div>
      <div
        ref={frame}
        className="similar-cars__frame"
        data-enhanced={enhanced ? 'true' : undefined}
        data-open={open ? 'true' : undefined}
        onPointerDown={(event) => {
          if (!enhanced || event.button !== 0) return;
          gesture.current = { x: event.clientX, dragged: 0, pointer: event.pointerId };
          event.currentTarget.dataset.dragged = 'false';
        }}
        onPointerMove={(event) => {
          const current = gesture.current;
          if (!current) return;
          current.dragged = event.clientX - current.x;
          if (Math.abs(current.dragged) >= clickMovePx) {
            event.currentTarget.dataset.dragged = 'true';
            event.currentTarget.setPointerCapture?.(current.pointer);
            place(dragOffset(open, current.dragged, range), false);
          }
        }}
        onPointerUp={(event) => {
          const current = gesture.current;
          // A press on a card's link or button that did not move is that control's click.
          if (
            current &&
            Math.abs(current.dragged) < clickMovePx &&
            (event.target as Element).closest('a, button')
          ) {
            gesture.current = null;
            return;
          }
          end();
        }}
        onPointerCancel={() => {
          gesture.current = null;
          place(open ? -range : 0, true);
        }}
        onDragStart={(event) => event.preventDefault()}
        onClickCapture={(event) => {
          // The click that ends a drag must not follow the card's link.
          if (frame.current?.dataset.dragged === 'true') event.preventDefault();
        }}
      >
        <ul ref={track} id="similar-cars-track" className="similar-cars__track">
          {cars.map(({ car, href }) => (
            <li key={car.car_id} className="similar-cars__item">
              <CarCard car={car} href={href} headingLevel={3} sizes="330px" />
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
