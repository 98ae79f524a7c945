import { type ActionDispatch, useEffect, useReducer } from 'react';
import { reducedMotionQuery } from '../../lib/reduced-motion.ts';
import {
  initialRotation,
  type RotationEvent,
  rotationReducer,
  type RotationState,
} from './carousel-rotation.ts';

/**
 * The carousel's rotation state (carousel-rotation.ts), kept up to date with what the page tells
 * it: the visitor's reduced-motion setting and whether the tab is hidden. Hover, focus and the
 * rotation button dispatch the rest.
 */
export function useRotation(
  autoplay: boolean,
): [RotationState, ActionDispatch<[event: RotationEvent]>] {
  const [rotation, dispatch] = useReducer(rotationReducer, autoplay, initialRotation);
  useEffect(() => {
    const motion = reducedMotionQuery();
    const onMotion = () => dispatch({ type: 'reduced-motion', on: motion.matches });
    const onVisibility = () =>
      dispatch({ type: 'visibility', hidden: document.visibilityState === 'hidden' });
    onMotion();
    onVisibility();
    motion.addEventListener('change', onMotion);
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      motion.removeEventListener('change', onMotion);
      document.removeEventListener('visibilitychange', onVisibility);
    };
  }, []);
  return [rotation, dispatch];
}
