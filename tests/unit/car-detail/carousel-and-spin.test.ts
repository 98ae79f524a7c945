import { describe, expect, it } from 'vitest';
import {
  carouselRange,
  dragOffset,
  settleCarousel,
  trackWidth,
  viewportWidth,
} from '#client/car-detail/carousel-snap.ts';
import { frameAfterDrag, framesToPreload, mediaTabs } from '#client/car-detail/spin-frames.ts';

describe('similar cars carousel', () => {
  it('lays 330 px cards 16 px apart', () => {
    expect(trackWidth(8)).toBe(8 * 330 + 7 * 16);
    expect(trackWidth(0)).toBe(0);
  });

  it('is at most 1580 px or the window minus 200, within its room', () => {
    expect(viewportWidth(2560, 2400)).toBe(1580);
    expect(viewportWidth(1440, 1400)).toBe(1240);
    expect(viewportWidth(390, 358)).toBe(358);
  });

  it('ranges over what does not fit', () => {
    expect(carouselRange(8, 1240)).toBe(2752 - 1240);
    expect(carouselRange(2, 1240)).toBe(0);
  });

  it('treats a move under 5 px as a click that toggles', () => {
    expect(settleCarousel(false, 0, 1000)).toBe(true);
    expect(settleCarousel(false, -4, 1000)).toBe(true);
    expect(settleCarousel(true, 4.9, 1000)).toBe(false);
  });

  it('snaps open after a drag of at least 30 percent of the range, else back closed', () => {
    expect(settleCarousel(false, -300, 1000)).toBe(true);
    expect(settleCarousel(false, -299, 1000)).toBe(false);
    expect(settleCarousel(false, 400, 1000)).toBe(false);
  });

  it('snaps closed from open after dragging back at least 30 percent, else stays open', () => {
    expect(settleCarousel(true, 300, 1000)).toBe(false);
    expect(settleCarousel(true, 100, 1000)).toBe(true);
  });

  it('holds the track within the range while dragging', () => {
    expect(dragOffset(false, -200, 1000)).toBe(-200);
    expect(dragOffset(false, 200, 1000)).toBe(0);
    expect(dragOffset(true, -200, 1000)).toBe(-1000);
    expect(dragOffset(true, 300, 1000)).toBe(-700);
  });
});

describe('360 view', () => {
  it('turns one frame per 5 px dragged, wrapping round', () => {
    expect(frameAfterDrag(0, -5, 24)).toBe(1);
    expect(frameAfterDrag(0, -24, 24)).toBe(4);
    expect(frameAfterDrag(0, 5, 24)).toBe(23);
    expect(frameAfterDrag(10, -4, 24)).toBe(10);
  });

  it('keeps 5 frames loaded each side', () => {
    expect(framesToPreload(0, 24).sort((a, b) => a - b)).toEqual([
      0, 1, 2, 3, 4, 5, 19, 20, 21, 22, 23,
    ]);
    expect(framesToPreload(3, 6).sort((a, b) => a - b)).toEqual([0, 1, 2, 3, 4, 5]);
  });

  it('shows tabs only for what the media API has', () => {
    const none = {
      videoUrl: null,
      images360: [],
      internal360: [],
      hasVideo: false,
      has360: false,
      hasInternal360: false,
    };
    expect(mediaTabs(null)).toEqual(['pictures']);
    expect(mediaTabs(none)).toEqual(['pictures']);
    expect(mediaTabs({ ...none, has360: true, images360: ['/a.svg'] })).toEqual([
      'pictures',
      'exterior',
    ]);
    expect(
      mediaTabs({
        videoUrl: '/v.svg',
        images360: ['/a.svg'],
        internal360: ['/b.svg'],
        hasVideo: true,
        has360: true,
        hasInternal360: true,
      }),
    ).toEqual(['pictures', 'video', 'exterior', 'interior']);
  });
});
