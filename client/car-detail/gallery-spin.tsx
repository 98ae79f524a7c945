import { useEffect, useRef, useState } from 'react';
import { prefersReducedMotion } from '../lib/reduced-motion.ts';
import type { GalleryTexts } from './gallery-tabs.tsx';
import { frameAfterDrag, framesToPreload, spinIntervalMs } from './spin-frames.ts';

/**
 * A 360 view: turns by itself every 150 ms until dragged, turned by key or paused; 5 px of drag is
 * one frame. By keyboard it is a slider over the turn: the arrows step one frame (wrapping round),
 * Page Up and Page Down an eighth of a turn, Home the first frame.
 */
export function Spin({
  frames,
  label,
  texts,
}: {
  frames: string[];
  label: string;
  texts: GalleryTexts;
}) {
  const [index, setIndex] = useState(0);
  const [playing, setPlaying] = useState(false);
  useEffect(() => setPlaying(!prefersReducedMotion()), []);
  const drag = useRef<{ x: number; start: number } | null>(null);

  useEffect(() => {
    if (!playing) return;
    const timer = window.setInterval(
      () => setIndex((i) => (i + 1) % frames.length),
      spinIntervalMs,
    );
    return () => window.clearInterval(timer);
  }, [playing, frames.length]);

  useEffect(() => {
    for (const frame of framesToPreload(index, frames.length)) {
      const image = new Image();
      image.src = frames[frame]!;
    }
  }, [index, frames]);

  const eighth = Math.max(1, Math.round(frames.length / 8));
  const keySteps: Record<string, number> = {
    ArrowRight: 1,
    ArrowUp: 1,
    ArrowLeft: -1,
    ArrowDown: -1,
    PageUp: eighth,
    PageDown: -eighth,
  };

  return (
    <div className="car-gallery__spin">
      <div
        className="car-gallery__spin-stage"
        role="slider"
        tabIndex={0}
        aria-label={`${label} – ${texts.rotateHint}`}
        aria-valuemin={0}
        aria-valuemax={359}
        aria-valuenow={Math.round((index * 360) / frames.length)}
        aria-valuetext={`${Math.round((index * 360) / frames.length)}°`}
        data-frame={index}
        onKeyDown={(event) => {
          const step = keySteps[event.key];
          if (step === undefined && event.key !== 'Home') return;
          // The keys are the view's own here, not the page's or the viewer's picture arrows.
          event.preventDefault();
          event.stopPropagation();
          setPlaying(false);
          setIndex((i) =>
            step === undefined ? 0 : (((i + step) % frames.length) + frames.length) % frames.length,
          );
        }}
        onPointerDown={(event) => {
          drag.current = { x: event.clientX, start: index };
          setPlaying(false);
          event.currentTarget.setPointerCapture?.(event.pointerId);
        }}
        onPointerMove={(event) => {
          if (drag.current)
            setIndex(
              frameAfterDrag(drag.current.start, event.clientX - drag.current.x, frames.length),
            );
        }}
        onPointerUp={() => {
          drag.current = null;
        }}
        onPointerCancel={() => {
          drag.current = null;
        }}
      >
        <img src={frames[index]} alt="" draggable={false} width={1200} height={800} />
      </div>
      <button
        type="button"
        className="car-gallery__spin-toggle"
        aria-pressed={playing}
        onClick={() => setPlaying((p) => !p)}
      >
        {playing ? texts.pauseRotation : texts.playRotation}
      </button>
    </div>
  );
}
