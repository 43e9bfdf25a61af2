import { describe, expect, it } from 'vitest';
import {
  AT_REST,
  clampView,
  DOUBLE_TAP_SCALE,
  isDoubleTap,
  MAX_SCALE,
  pan,
  pinch,
  toggleZoom,
  type ZoomFrame,
} from './zoom-view.ts';

// A phone's frame (390 × 700) showing a square picture: drawn 390 × 390, with bands above and below at scale 1.
const phone: ZoomFrame = { width: 390, height: 700, aspect: 1 };

describe('zoom of the full-screen pictures', () => {
  it('never zooms out below the whole picture nor in past the largest scale', () => {
    expect(clampView({ scale: 0.5, x: 0, y: 0 }, phone).scale).toBe(1);
    expect(clampView({ scale: 9, x: 0, y: 0 }, phone).scale).toBe(MAX_SCALE);
    expect(pinch(AT_REST, { x: 0, y: 0 }, { x: 0, y: 0 }, 0.3, phone)).toEqual(AT_REST);
  });

  it('keeps the point under the fingers under them as a pinch zooms in', () => {
    const view = pinch(AT_REST, { x: 100, y: 20 }, { x: 100, y: 20 }, 2, phone);
    expect(view.scale).toBe(2);
    // The picture's point under the fingers: (100 - x) / scale, the same as before the pinch (100, 20).
    expect((100 - view.x) / view.scale).toBeCloseTo(100);
    expect((20 - view.y) / view.scale).toBeCloseTo(20);
  });

  it('follows the fingers as they move while pinching', () => {
    const view = pinch(AT_REST, { x: 0, y: 0 }, { x: 30, y: 0 }, 2, phone);
    expect(view).toEqual({ scale: 2, x: 30, y: 0 });
  });

  it('pans a zoomed picture no further than its edges, and not across the bands of a picture shorter than the frame', () => {
    const zoomed = { scale: 2, x: 0, y: 0 };
    // 780 px wide in a 390 px frame: 195 px either way; 780 px tall in 700: 40 px.
    expect(pan(zoomed, { x: 500, y: 500 }, phone)).toEqual({ scale: 2, x: 195, y: 40 });
    expect(pan(zoomed, { x: -500, y: -500 }, phone)).toEqual({ scale: 2, x: -195, y: -40 });
    expect(pan(AT_REST, { x: 80, y: 80 }, phone)).toEqual(AT_REST);
  });

  it('zooms in on the tapped point with a double tap, and back out with another', () => {
    const zoomed = toggleZoom(AT_REST, { x: 60, y: 0 }, phone);
    expect(zoomed.scale).toBe(DOUBLE_TAP_SCALE);
    expect((60 - zoomed.x) / zoomed.scale).toBeCloseTo(60);
    expect(toggleZoom(zoomed, { x: 60, y: 0 }, phone)).toEqual(AT_REST);
  });

  it('counts two taps as a double tap only when close in time and place', () => {
    const first = { x: 100, y: 100, time: 1000 };
    expect(isDoubleTap(undefined, first)).toBe(false);
    expect(isDoubleTap(first, { x: 110, y: 95, time: 1250 })).toBe(true);
    expect(isDoubleTap(first, { x: 110, y: 95, time: 1400 })).toBe(false);
    expect(isDoubleTap(first, { x: 180, y: 100, time: 1100 })).toBe(false);
  });
});
