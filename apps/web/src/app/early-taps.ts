// Taps made before the app has taken over a server-rendered page (docs/decisions/024-server-rendering.md, "Alive
// from the first tap"). The page shows its buttons before its script has run, and until then a tap on one would do
// nothing at all. The boot script (src/boot.ts) starts this first: a tap on a control the app must answer is held,
// the control says it has been tapped and is getting ready (`aria-busy`, and a look of its own in index.css), and
// once the app is alive the tap is given to it, in order, once per control. Links are left alone: they work
// without the app, as plain navigations to rendered pages.

/** What the app answers and the browser alone does not: buttons (submit buttons too), tabs, checkboxes, radios. */
const HELD = 'button, [role="tab"], [role="button"], input[type="checkbox"], input[type="radio"]';

export interface EarlyTaps {
  /** Stops holding taps and gives those held to the app, oldest first. */
  release(): void;
}

export function holdEarlyTaps(): EarlyTaps {
  const held: HTMLElement[] = [];
  const hold = (event: MouseEvent) => {
    const control = event.target instanceof Element ? event.target.closest<HTMLElement>(HELD) : null;
    if (!control || control.closest('a[href]') || control.matches(':disabled')) return;
    // Nothing else sees it: not the browser's own default (a checkbox would tick, a form would be sent), and not
    // React's root listener (there once hydration has begun), which would answer it a second time.
    event.preventDefault();
    event.stopImmediatePropagation();
    // A second tap on the same control is one tap: on a live page the first one's answer (a toast, a disabled
    // button while the cart is updated) comes before a shopper taps again.
    if (held.includes(control)) return;
    held.push(control);
    control.setAttribute('aria-busy', 'true');
    control.dataset.heldTap = '';
  };
  // On the window, capturing: before any other listener of the page, React's included.
  window.addEventListener('click', hold, true);
  return {
    release() {
      window.removeEventListener('click', hold, true);
      for (const control of held) {
        control.removeAttribute('aria-busy');
        delete control.dataset.heldTap;
        // The app renders the server's page as it was, so these are the same elements, now the app's.
        if (control.isConnected && !control.matches(':disabled')) control.click();
      }
      held.length = 0;
    },
  };
}
