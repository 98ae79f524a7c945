import { describe, expect, it } from 'vitest';
import {
  initialRotation,
  isRotating,
  rotationReducer,
  type RotationEvent,
  type RotationState,
  showsPlaying,
  wrapIndex,
} from '#client/blocks/carousel/carousel-rotation.ts';

const run = (state: RotationState, ...events: RotationEvent[]) =>
  events.reduce(rotationReducer, state);

describe('wrapIndex', () => {
  it('moves forward and back within the slides', () => {
    expect(wrapIndex(0, 1, 4)).toBe(1);
    expect(wrapIndex(2, -1, 4)).toBe(1);
  });

  it('wraps from the last slide to the first and from the first to the last', () => {
    expect(wrapIndex(3, 1, 4)).toBe(0);
    expect(wrapIndex(0, -1, 4)).toBe(3);
    expect(wrapIndex(1, -5, 4)).toBe(0);
  });

  it('stays on the one slide there is', () => {
    expect(wrapIndex(0, 1, 1)).toBe(0);
    expect(wrapIndex(0, -1, 1)).toBe(0);
  });
});

describe('carousel rotation', () => {
  it('rotates from the start when the author turned autoplay on, and never when off', () => {
    expect(isRotating(initialRotation(true))).toBe(true);
    expect(isRotating(initialRotation(false))).toBe(false);
  });

  it('pauses while the pointer is over the carousel and resumes when it leaves', () => {
    const hovered = run(initialRotation(true), { type: 'hover', on: true });
    expect(isRotating(hovered)).toBe(false);
    expect(showsPlaying(hovered)).toBe(true);
    expect(isRotating(run(hovered, { type: 'hover', on: false }))).toBe(true);
  });

  it('pauses while keyboard focus is inside and resumes when focus leaves', () => {
    const focused = run(initialRotation(true), { type: 'focus', on: true });
    expect(isRotating(focused)).toBe(false);
    expect(showsPlaying(focused)).toBe(false);
    expect(isRotating(run(focused, { type: 'focus', on: false }))).toBe(true);
  });

  it('pauses while the page is hidden', () => {
    const hidden = run(initialRotation(true), { type: 'visibility', hidden: true });
    expect(isRotating(hidden)).toBe(false);
    expect(isRotating(run(hidden, { type: 'visibility', hidden: false }))).toBe(true);
  });

  it('never rotates under reduced motion, whatever the button says', () => {
    const reduced = run(initialRotation(true), { type: 'reduced-motion', on: true });
    expect(isRotating(reduced)).toBe(false);
    expect(isRotating(run(reduced, { type: 'toggle' }))).toBe(false);
    expect(isRotating(run(reduced, { type: 'toggle' }, { type: 'toggle' }))).toBe(false);
  });

  it('stops with the pause button and stays stopped after hover and focus end', () => {
    const stopped = run(initialRotation(true), { type: 'toggle' });
    expect(isRotating(stopped)).toBe(false);
    expect(showsPlaying(stopped)).toBe(false);
    const after = run(
      stopped,
      { type: 'hover', on: true },
      { type: 'hover', on: false },
      { type: 'focus', on: true },
      { type: 'focus', on: false },
    );
    expect(isRotating(after)).toBe(false);
  });

  it('starts again with the play button, even with keyboard focus on it', () => {
    const focusedAndStopped = run(
      initialRotation(true),
      { type: 'toggle' },
      { type: 'focus', on: true },
    );
    const started = run(focusedAndStopped, { type: 'toggle' });
    expect(isRotating(started)).toBe(true);
    expect(showsPlaying(started)).toBe(true);
  });

  it('offers play, not pause, when keyboard focus has paused a playing carousel, and plays on press', () => {
    const focused = run(initialRotation(true), { type: 'focus', on: true });
    expect(showsPlaying(focused)).toBe(false);
    expect(isRotating(run(focused, { type: 'toggle' }))).toBe(true);
  });

  it('lets a visitor start a carousel the author left without autoplay', () => {
    expect(isRotating(run(initialRotation(false), { type: 'toggle' }))).toBe(true);
  });
});
