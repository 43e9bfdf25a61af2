// A header widget whose code loads when the shopper shows intent instead of with every page: Radix's menu and dialog
// were a sixth of the first script. A look-alike button stands in; a pointer over it or focus on it fetches the
// code, a click shows the real widget, opened. The stand-in stays the same element until the widget is there, so
// the click is never lost to a swapped button.
import {
  type ComponentType,
  type LazyExoticComponent,
  type ReactNode,
  Suspense,
  useLayoutEffect,
  useState,
} from 'react';

interface Props {
  Widget: LazyExoticComponent<ComponentType<{ defaultOpen: boolean }>>;
  /** Fetches the widget's code (the same import as `Widget`'s). */
  preload: () => Promise<unknown>;
  label: string;
  popup: 'menu' | 'dialog';
  className: string;
  children: ReactNode;
}

export function LoadOnIntent({ Widget, preload, label, popup, className, children }: Props) {
  const [clicked, setClicked] = useState(false);
  const [shown, setShown] = useState(false);
  return (
    <>
      {!shown && (
        <button
          type="button"
          aria-label={label}
          aria-haspopup={popup}
          aria-expanded={false}
          className={className}
          onPointerEnter={() => void preload()}
          onFocus={() => void preload()}
          onClick={() => setClicked(true)}
        >
          {children}
        </button>
      )}
      {clicked && (
        <Suspense fallback={null}>
          <Widget defaultOpen />
          <OnMount run={() => setShown(true)} />
        </Suspense>
      )}
    </>
  );
}

/** Runs before the browser paints the commit that showed the widget, so both buttons are never seen together. */
function OnMount({ run }: { run: () => void }) {
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, when the widget appears
  useLayoutEffect(run, []);
  return null;
}
