// Horizontal swipe with the spec's threshold (docs/product.md#pages: a drag of more than 50 px changes the image). Written
// by hand because carousel libraries decide by velocity and slide width, not by a fixed distance.
import { type PointerEvent, useRef } from 'react';

export const SWIPE_THRESHOLD_PX = 50;
/** A pointer that moves less than this is a tap or a click, left to the control under it. */
const SLOP_PX = 10;

export function useSwipe(onSwipe: (direction: 'next' | 'previous') => void) {
  const start = useRef<{ x: number; y: number; id: number } | undefined>(undefined);
  return {
    onPointerDown: (event: PointerEvent<HTMLElement>) => {
      start.current = { x: event.clientX, y: event.clientY, id: event.pointerId };
    },
    onPointerMove: (event: PointerEvent<HTMLElement>) => {
      const from = start.current;
      const area = event.currentTarget;
      if (!from || from.id !== event.pointerId || area.hasPointerCapture?.(event.pointerId)) return;
      // Captured once it is a drag, not at the press: a press that stays put is a click on the button under it (the
      // arrows, the picture that opens full screen), and a capture would send that click to the area instead. Once
      // captured, the drag's click goes to the area, so it opens nothing.
      if (Math.hypot(event.clientX - from.x, event.clientY - from.y) > SLOP_PX) {
        area.setPointerCapture?.(event.pointerId);
      }
    },
    onPointerUp: (event: PointerEvent<HTMLElement>) => {
      const from = start.current;
      start.current = undefined;
      if (!from || from.id !== event.pointerId) return;
      const distance = event.clientX - from.x;
      if (Math.abs(distance) > SWIPE_THRESHOLD_PX) onSwipe(distance < 0 ? 'next' : 'previous');
    },
    onPointerCancel: () => {
      start.current = undefined;
    },
  };
}
