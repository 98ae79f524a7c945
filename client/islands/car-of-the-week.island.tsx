import { useId, useMemo, useState } from 'react';
import {
  CarOfTheWeekFinance,
  openingFinanceState,
  type WeekFinanceState,
} from '../blocks/car-of-the-week/car-of-the-week-finance.tsx';
import { createLoop, isInWindow, loopSlides } from '../blocks/car-of-the-week/slider-loop.ts';
import { useLoopSlider } from '../blocks/car-of-the-week/use-loop-slider.ts';
import { CompareToggle } from '../compare/compare-toggle.tsx';
import { fill } from '../lib/fill.ts';
import { CarCard } from '../ui/car-card.tsx';
import type { CarOfTheWeekProps } from './car-of-the-week.props.ts';

/** The previous and next buttons: their text, their step and their chevron. */
const arrows = [
  ['previous', -1, 'M15 5l-7 7 7 7'],
  ['next', 1, 'M9 5l7 7-7 7'],
] as const;

/**
 * Car of the week's looping slider (car-stock spec 2): the cars laid out twice (or more for a short
 * list), the centred card kept in the middle copy. Previous and next move one card; a click on a
 * card that is not centred brings it to the centre instead of following its link; the arrow keys
 * move too, and tabbing to a card centres it. Motion is instant for reduced-motion visitors.
 * Before the script runs it is a plain row of cards that scrolls sideways. Each card has finance
 * sliders; their state is kept per car, so every copy of a car shows the same cost and the loop's
 * jump between copies is invisible.
 */
export default function CarOfTheWeekSlider({
  label,
  locale,
  slides,
  texts,
  compareTexts,
  financeTexts,
}: CarOfTheWeekProps) {
  const baseId = useId();
  const [finance, setFinance] = useState<Array<WeekFinanceState | null>>(() =>
    slides.map((slide) => (slide.finance ? openingFinanceState(slide.finance) : null)),
  );
  const loop = useMemo(() => createLoop(slides.length), [slides.length]);
  const laidOut = useMemo(() => loopSlides(slides, loop), [slides, loop]);
  const { track, centred, ready, move, onKeyDown, onSlideClick, onSlideFocus } =
    useLoopSlider(loop);

  const slideName = (car: number) => fill(texts.slideOf, { n: car + 1, total: slides.length });
  return (
    <div
      className="cotw-slider"
      role="region"
      aria-roledescription={texts.carousel}
      aria-label={label}
      onKeyDown={onKeyDown}
      data-ready={ready ? '' : undefined}
      data-centred={centred}
    >
      <div ref={track} className="cotw-slider__track">
        {laidOut.map(({ item, car, slide }) => {
          const decorative = ready && !isInWindow(slide, loop);
          return (
            <div
              key={slide}
              className={slide === centred ? 'cotw-slider__slide is-centred' : 'cotw-slider__slide'}
              role="group"
              aria-roledescription={texts.slide}
              aria-label={slideName(car)}
              aria-hidden={decorative ? true : undefined}
              data-slide={slide}
              data-car-index={car}
              onClickCapture={(event) => onSlideClick(event, slide)}
              onFocus={(event) => onSlideFocus(event, slide, car)}
            >
              <CarCard
                car={item.car}
                href={item.href}
                sizes="330px"
                details={
                  item.finance && finance[car] ? (
                    <CarOfTheWeekFinance
                      id={`${baseId}-${slide}`}
                      finance={item.finance}
                      state={finance[car]}
                      onChange={(next) =>
                        setFinance((all) =>
                          all.map((state, index) => (index === car ? next : state)),
                        )
                      }
                      texts={financeTexts}
                      locale={locale}
                      ready={ready}
                    />
                  ) : undefined
                }
                actions={<CompareToggle car={item.car} label={compareTexts.toggle} />}
              />
            </div>
          );
        })}
      </div>
      {ready && slides.length > 1 ? (
        <div className="cotw-slider__controls">
          {arrows.map(([name, step, path]) => (
            <button
              key={name}
              type="button"
              className={`cotw-slider__button cotw-slider__button--${name}`}
              aria-label={texts[name]}
              title={texts[name]}
              onClick={() => move(step)}
            >
              <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
                <path
                  d={path}
                  fill="none"
                  stroke="currentColor"
                  strokeWidth="2"
                  strokeLinecap="round"
                  strokeLinejoin="round"
                />
              </svg>
            </button>
          ))}
        </div>
      ) : null}
    </div>
  );
}
