import type { CarMedia } from '../contracts/car-media.ts';

/** Spec 9: a 360 view turns one frame every 150 ms, one frame per 5 px dragged, and keeps 5 frames each side loaded. */
export const spinIntervalMs = 150;
export const spinDragStepPx = 5;
export const spinPreloadEachSide = 5;

/** The frame a 360 view shows after a drag of `dx` pixels from `start` (dragging right turns back). */
export function frameAfterDrag(start: number, dx: number, count: number): number {
  const steps = Math.trunc(dx / spinDragStepPx);
  return (((start - steps) % count) + count) % count;
}

/** The frames to keep loaded around `index`: itself and 5 neighbours each side, wrapping around. */
export function framesToPreload(index: number, count: number): number[] {
  const frames = new Set<number>();
  for (let offset = -spinPreloadEachSide; offset <= spinPreloadEachSide; offset++)
    frames.add((((index + offset) % count) + count) % count);
  return [...frames];
}

export type MediaTab = 'pictures' | 'video' | 'exterior' | 'interior';

/** Tabs only for what exists (spec 2): pictures always, then video, 360 exterior, 360 interior. */
export function mediaTabs(media: CarMedia | null): MediaTab[] {
  if (!media) return ['pictures'];
  const tabs: MediaTab[] = ['pictures'];
  if (media.hasVideo && media.videoUrl) tabs.push('video');
  if (media.has360 && media.images360.length > 0) tabs.push('exterior');
  if (media.hasInternal360 && media.internal360.length > 0) tabs.push('interior');
  return tabs;
}
