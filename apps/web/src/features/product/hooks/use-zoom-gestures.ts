// The fingers on the full-screen pictures (components/picture-zoom.tsx), by pointer events on a frame that lets the
// browser do nothing with them (`touch-action: none`): a drag of the whole picture turns to the next one past the
// gallery's threshold (hooks/use-swipe.ts), a drag of a zoomed one pans it, two fingers pinch, a double tap zooms in
// or out. The rules are utils/zoom-view.ts's; a mouse does the same with a drag and a double click.
import { type PointerEvent, useRef, useState } from 'react';
import {
  AT_REST,
  isDoubleTap,
  type Point,
  pan,
  pinch,
  TAP_SLOP_PX,
  type Tap,
  toggleZoom,
  type ZoomFrame,
  type ZoomView,
} from '../utils/zoom-view.ts';
import { SWIPE_THRESHOLD_PX } from './use-swipe.ts';

type Gesture =
  | { kind: 'drag'; from: Point; start: ZoomView; moved: boolean }
  | { kind: 'pinch'; from: Point; distance: number; start: ZoomView };

const midpoint = (a: Point, b: Point): Point => ({ x: (a.x + b.x) / 2, y: (a.y + b.y) / 2 });

export interface ZoomGestures {
  view: ZoomView;
  /** How far a drag of the unzoomed picture has carried it sideways (the pictures follow the finger). */
  dragX: number;
  /** The last change was a tap's or a button's, so it is animated; a finger's is followed as it moves. */
  settling: boolean;
  setView: (view: ZoomView) => void;
  handlers: {
    onPointerDown: (event: PointerEvent<HTMLElement>) => void;
    onPointerMove: (event: PointerEvent<HTMLElement>) => void;
    onPointerUp: (event: PointerEvent<HTMLElement>) => void;
    onPointerCancel: (event: PointerEvent<HTMLElement>) => void;
  };
}

/** `frame` measures the frame and the shown picture's shape at the moment a gesture needs them. */
export function useZoomGestures(
  frame: () => ZoomFrame,
  onSwipe: (direction: 'next' | 'previous') => void,
): ZoomGestures {
  const [view, setShown] = useState(AT_REST);
  const [dragX, setDragX] = useState(0);
  const [settling, setSettling] = useState(false);
  const current = useRef(AT_REST);
  const fingers = useRef(new Map<number, Point>());
  const gesture = useRef<Gesture | undefined>(undefined);
  const lastTap = useRef<Tap | undefined>(undefined);

  const show = (next: ZoomView, animated: boolean) => {
    current.current = next;
    setShown(next);
    setSettling(animated);
  };
  /** The pointer's place from the frame's centre. */
  const pointOf = (event: PointerEvent<HTMLElement>): Point => {
    const box = event.currentTarget.getBoundingClientRect();
    return { x: event.clientX - box.left - box.width / 2, y: event.clientY - box.top - box.height / 2 };
  };
  const startDrag = (from: Point, moved = false) => {
    gesture.current = { kind: 'drag', from, start: current.current, moved };
  };

  return {
    view,
    dragX,
    settling,
    setView: (next) => show(next, true),
    handlers: {
      onPointerDown: (event) => {
        event.currentTarget.setPointerCapture(event.pointerId);
        fingers.current.set(event.pointerId, pointOf(event));
        const [a, b] = [...fingers.current.values()];
        if (a && b) {
          setDragX(0);
          gesture.current = {
            kind: 'pinch',
            from: midpoint(a, b),
            distance: Math.hypot(a.x - b.x, a.y - b.y) || 1,
            start: current.current,
          };
        } else if (a) startDrag(a);
      },
      onPointerMove: (event) => {
        if (!fingers.current.has(event.pointerId)) return;
        const point = pointOf(event);
        fingers.current.set(event.pointerId, point);
        const now = gesture.current;
        if (now?.kind === 'pinch') {
          const [a, b] = [...fingers.current.values()];
          if (!a || !b) return;
          const ratio = Math.hypot(a.x - b.x, a.y - b.y) / now.distance;
          show(pinch(now.start, now.from, midpoint(a, b), ratio, frame()), false);
        } else if (now?.kind === 'drag') {
          const by = { x: point.x - now.from.x, y: point.y - now.from.y };
          if (Math.hypot(by.x, by.y) > TAP_SLOP_PX) now.moved = true;
          if (now.start.scale > 1) show(pan(now.start, by, frame()), false);
          else setDragX(by.x);
        }
      },
      onPointerUp: (event) => {
        const point = pointOf(event);
        fingers.current.delete(event.pointerId);
        const was = gesture.current;
        const [left] = [...fingers.current.values()];
        if (was?.kind === 'pinch') {
          // The finger left on the glass pans on from where it is; a pinch that ends barely zoomed comes back to rest.
          if (left) startDrag(left, true);
          else gesture.current = undefined;
          if (current.current.scale < 1.05) show(AT_REST, true);
          lastTap.current = undefined;
          return;
        }
        gesture.current = undefined;
        if (!was || left) return;
        const distance = point.x - was.from.x;
        setDragX(0);
        if (was.start.scale <= 1 && Math.abs(distance) > SWIPE_THRESHOLD_PX) {
          lastTap.current = undefined;
          onSwipe(distance < 0 ? 'next' : 'previous');
          return;
        }
        if (was.moved) return;
        const tap = { ...point, time: event.timeStamp };
        if (isDoubleTap(lastTap.current, tap)) {
          lastTap.current = undefined;
          show(toggleZoom(current.current, point, frame()), true);
        } else lastTap.current = tap;
      },
      onPointerCancel: (event) => {
        fingers.current.delete(event.pointerId);
        if (fingers.current.size > 0) return;
        gesture.current = undefined;
        setDragX(0);
      },
    },
  };
}
