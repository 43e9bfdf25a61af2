// Horizontal swipe with the spec's threshold (docs/product.md#pages: a drag of more than 50 px changes the image). Written
// by hand because carousel libraries decide by velocity and slide width, not by a fixed distance.
import { type PointerEvent, useRef } from 'react';

export const SWIPE_THRESHOLD_PX = 50;

export function useSwipe(onSwipe: (direction: 'next' | 'previous') => void) {
  const start = useRef<{ x: number; id: number } | undefined>(undefined);
  return {
    onPointerDown: (event: PointerEvent<HTMLElement>) => {
      // Buttons inside the swipe area (previous/next) keep their own clicks: capturing would swallow them.
      if (event.target instanceof Element && event.target.closest('button')) return;
      start.current = { x: event.clientX, id: event.pointerId };
      event.currentTarget.setPointerCapture?.(event.pointerId);
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
