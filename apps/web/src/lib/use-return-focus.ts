// Gives focus back to the control that opened a dialog when the dialog closes, by Escape, a close button or a
// cancel button (WCAG 2.4.3 Focus Order). Radix does this by itself only for a Dialog.Trigger: a dialog opened
// from state (a button whose onClick sets `open`) would drop focus to the page body, and keyboard and
// screen-reader users would lose their place.
import { useRef } from 'react';

const CONTROLS =
  'button:not([disabled]), a[href], input:not([disabled]), select:not([disabled]), textarea:not([disabled])';

/**
 * Props for a Radix `Dialog.Content`: remembers what had focus as the dialog opened and focuses it again when the
 * dialog closes. When that control is gone (the dialog's action removed it, like Cancel Order after cancelling),
 * focus goes to the first control left beside it, so it still lands where the shopper was.
 */
export function useReturnFocus() {
  const opener = useRef<HTMLElement | null>(null);
  const surroundings = useRef<HTMLElement | null>(null);
  return {
    // Radix calls this before it moves focus into the dialog: the focused element is still the opener.
    onOpenAutoFocus: () => {
      const active = document.activeElement;
      opener.current = active instanceof HTMLElement && active !== document.body ? active : null;
      surroundings.current = opener.current?.parentElement ?? null;
    },
    onCloseAutoFocus: (event: Event) => {
      const target = opener.current?.isConnected
        ? opener.current
        : surroundings.current?.isConnected
          ? surroundings.current.querySelector<HTMLElement>(CONTROLS)
          : null;
      // Without a target, Radix's own behaviour stays (its Dialog.Trigger, if the dialog has one).
      if (!target) return;
      event.preventDefault();
      target.focus();
    },
  };
}
