// Toasts (docs/product.md#pages-messages). sonner is loaded with the first toast, not with the first page: no page needs it to paint,
// and it was a tenth of the first script. A toast asked for while it loads is shown once it has (sonner shows a
// new Toaster the toasts made before it).
import type { ExternalToast } from 'sonner';

type Sonner = typeof import('sonner');

let sonner: Promise<Sonner> | undefined;
const listeners = new Set<() => void>();

function load(): Promise<Sonner> {
  if (!sonner) {
    sonner = import('sonner');
    for (const listener of listeners) listener();
  }
  return sonner;
}

type Kind = 'success' | 'error' | 'info';

function show(kind: Kind) {
  return (message: string, options?: ExternalToast) => {
    void load().then((module) => module.toast[kind](message, options));
  };
}

export const toast = { success: show('success'), error: show('error'), info: show('info') };

/** For the Toaster's host: whether a toast was ever asked for (so sonner is wanted). */
export const toasts = {
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  wanted: () => sonner !== undefined,
};
