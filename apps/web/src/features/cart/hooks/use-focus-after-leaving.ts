// Keeps a keyboard or screen-reader user's place when a line leaves its list with the button they pressed (Save for
// later, Move to cart): the focus goes to the same button of the line now in that place (or of the last line), and to
// the page's heading when the list is empty, never to the page's body (WCAG 2.4.3; issue 47).
import { useCallback, useEffect, useRef } from 'react';

/** Marks the button of a line that takes the focus when a line before it has left. */
export const FOCUS_AFTER_LEAVING = 'data-focus-after-leaving';
/** The id of the cart page's heading, the focus's place when a list is left empty. */
export const CART_HEADING_ID = 'cart-heading';

export function useFocusAfterLeaving<List extends HTMLElement>() {
  const list = useRef<List>(null);
  const leftAt = useRef<number | null>(null);

  // After every render: once the pressed button is gone (the focus fell to the body), put the focus back in place.
  useEffect(() => {
    const index = leftAt.current;
    if (index === null) return;
    const active = document.activeElement;
    if (active && active !== document.body && active.isConnected) return;
    leftAt.current = null;
    const lines = list.current ? Array.from(list.current.children) : [];
    const line = lines[Math.min(index, lines.length - 1)];
    const target =
      line?.querySelector<HTMLElement>(`[${FOCUS_AFTER_LEAVING}]`) ??
      document.getElementById(CART_HEADING_ID);
    target?.focus();
  });

  /**
   * Call as the line at `index` is asked to leave (before the request: its answer may be rendered before the
   * request's own callbacks run); nothing moves until its button is gone. `stay` when the request was refused.
   */
  const leaving = useCallback((index: number) => {
    leftAt.current = index;
  }, []);
  const stay = useCallback(() => {
    leftAt.current = null;
  }, []);

  return { list, leaving, stay };
}
