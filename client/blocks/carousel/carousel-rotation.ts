/**
 * The carousel's rules, free of React and the DOM so they are tested on their own: which slide
 * comes next, and when automatic rotation runs (WAI-ARIA carousel pattern, WCAG 2.2.2).
 */

/** A slide index moved by `step`, wrapping past either end. */
export function wrapIndex(index: number, step: number, count: number): number {
  if (count <= 0) return 0;
  return (((index + step) % count) + count) % count;
}

/** Everything that decides whether the slides turn on their own. */
export interface RotationState {
  /** The visitor's choice through the rotation button; starts as the author's Autoplay. */
  playing: boolean;
  /** The pointer is over the carousel. */
  hovered: boolean;
  /** Keyboard focus is inside the carousel. */
  focused: boolean;
  /** The page is in a background tab or minimised. */
  hidden: boolean;
  /** The visitor asks for reduced motion: rotation never runs. */
  reducedMotion: boolean;
}

export type RotationEvent =
  | { type: 'toggle' }
  | { type: 'hover'; on: boolean }
  | { type: 'focus'; on: boolean }
  | { type: 'visibility'; hidden: boolean }
  | { type: 'reduced-motion'; on: boolean };

export function initialRotation(autoplay: boolean): RotationState {
  return { playing: autoplay, hovered: false, focused: false, hidden: false, reducedMotion: false };
}

/**
 * The next rotation state. The rotation button stops rotation when it shows as running, and
 * otherwise starts it, even with focus inside (the visitor asked for it there); hover, focus and a
 * hidden page only pause it while they last.
 */
export function rotationReducer(state: RotationState, event: RotationEvent): RotationState {
  switch (event.type) {
    case 'toggle':
      return showsPlaying(state)
        ? { ...state, playing: false }
        : { ...state, playing: true, focused: false };
    case 'hover':
      return { ...state, hovered: event.on };
    case 'focus':
      return { ...state, focused: event.on };
    case 'visibility':
      return { ...state, hidden: event.hidden };
    case 'reduced-motion':
      return { ...state, reducedMotion: event.on };
  }
}

/** Whether the rotation button offers 'stop' (rotation is on, or only paused by the pointer or a hidden page). */
export function showsPlaying(state: RotationState): boolean {
  return state.playing && !state.focused && !state.reducedMotion;
}

/** Whether the slides advance on their own right now. */
export function isRotating(state: RotationState): boolean {
  return state.playing && !state.hovered && !state.focused && !state.hidden && !state.reducedMotion;
}
