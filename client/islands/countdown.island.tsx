import { useEffect, useState } from 'react';
import { pad2, timeLeft, untilNextTick } from '../blocks/countdown/countdown-time.ts';
import type { CountdownProps } from './countdown.props.ts';

const unitNames = ['days', 'hours', 'minutes', 'seconds'] as const;

/**
 * Days, hours, minutes and seconds to a moment, two digits each, ticking every second. The first
 * render uses the server's clock (`now`), so hydration matches the HTML exactly; the browser's
 * clock takes over in an effect. At the target it stops at zero and announces that it has ended.
 */
export default function Countdown({ target, now: serverNow, texts }: CountdownProps) {
  const [now, setNow] = useState(serverNow);

  useEffect(() => {
    let timer: number | undefined;
    const tick = () => {
      const current = Date.now();
      setNow(current);
      if (current < target) timer = window.setTimeout(tick, untilNextTick(target, current));
    };
    tick();
    return () => window.clearTimeout(timer);
  }, [target]);

  const left = timeLeft(target, now);
  const spoken = unitNames.map((unit) => `${left[unit]} ${texts[unit].toLowerCase()}`).join(', ');
  return (
    <div className="countdown__clock-frame">
      <div className="countdown__clock" role="timer" aria-label={`${texts.label}: ${spoken}`}>
        {unitNames.map((unit) => (
          <div key={unit} className="countdown__unit" aria-hidden="true">
            <span className="countdown__value">{pad2(left[unit])}</span>
            <span className="countdown__unit-label">{texts[unit]}</span>
          </div>
        ))}
      </div>
      <p className="countdown__ended" role="status">
        {left.ended ? texts.ended : ''}
      </p>
    </div>
  );
}
