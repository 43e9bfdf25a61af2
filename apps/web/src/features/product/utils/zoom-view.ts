// The rules of the full-screen pictures' zoom (components/picture-zoom.tsx, docs/product.md#catalogue-product): how
// far a picture zooms, where a pinch or a double tap zooms to, how far a zoomed picture pans, and what counts as a
// double tap. Points are in pixels from the centre of the frame the picture is drawn in.

export interface Point {
  x: number;
  y: number;
}

/** A picture's zoom: its scale and how far its centre is moved from the frame's. */
export interface ZoomView extends Point {
  scale: number;
}

/** The frame's size and the picture's shape (width over height); the picture is drawn whole in the frame at scale 1. */
export interface ZoomFrame {
  width: number;
  height: number;
  aspect: number;
}

export const MAX_SCALE = 4;
/** Where a double tap zooms in to. */
export const DOUBLE_TAP_SCALE = 2.5;
/** Two taps this close in time and place are one double tap. */
export const DOUBLE_TAP_MS = 300;
export const DOUBLE_TAP_PX = 30;
/** A finger that moves less than this has tapped, not dragged. */
export const TAP_SLOP_PX = 10;

export const AT_REST: ZoomView = { scale: 1, x: 0, y: 0 };

const within = (value: number, limit: number) => Math.min(limit, Math.max(-limit, value));

/**
 * The view kept inside its bounds: a scale from 1 to MAX_SCALE, and a picture larger than the frame never pulled in
 * from an edge (no empty band beside it), one smaller than the frame kept centred on that axis.
 */
export function clampView(view: ZoomView, frame: ZoomFrame): ZoomView {
  const scale = Math.min(MAX_SCALE, Math.max(1, view.scale));
  const width = Math.min(frame.width, frame.height * frame.aspect);
  const height = width / frame.aspect;
  return {
    scale,
    x: within(view.x, Math.max(0, (width * scale - frame.width) / 2)),
    y: within(view.y, Math.max(0, (height * scale - frame.height) / 2)),
  };
}

/**
 * A pinch: from `start` with the fingers' midpoint at `from`, to the scale times `ratio` (the fingers' distance now
 * over then) with the midpoint at `to`. The point of the picture under the fingers stays under them.
 */
export function pinch(start: ZoomView, from: Point, to: Point, ratio: number, frame: ZoomFrame): ZoomView {
  const scale = Math.min(MAX_SCALE, Math.max(1, start.scale * ratio));
  const grown = scale / start.scale;
  return clampView(
    { scale, x: to.x - (from.x - start.x) * grown, y: to.y - (from.y - start.y) * grown },
    frame,
  );
}

/** A one-finger drag of a zoomed picture. */
export function pan(start: ZoomView, by: Point, frame: ZoomFrame): ZoomView {
  return clampView({ scale: start.scale, x: start.x + by.x, y: start.y + by.y }, frame);
}

/** A double tap (or the zoom button) zooms in on the point, or back out when zoomed in. */
export function toggleZoom(view: ZoomView, at: Point, frame: ZoomFrame): ZoomView {
  return view.scale > 1 ? AT_REST : pinch(view, at, at, DOUBLE_TAP_SCALE / view.scale, frame);
}

export interface Tap extends Point {
  /** Milliseconds, of one clock (an event's timeStamp). */
  time: number;
}

export function isDoubleTap(previous: Tap | undefined, tap: Tap): boolean {
  return (
    previous !== undefined &&
    tap.time - previous.time <= DOUBLE_TAP_MS &&
    Math.hypot(tap.x - previous.x, tap.y - previous.y) <= DOUBLE_TAP_PX
  );
}
