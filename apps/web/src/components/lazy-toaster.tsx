// The toasts' container, rendered once the first toast is asked for (lib/toast.ts): top-right, 3 s (spec §9).
import { lazy, Suspense, useSyncExternalStore } from 'react';
import { toasts } from '../lib/toast.ts';

const Toaster = lazy(() => import('sonner').then((module) => ({ default: module.Toaster })));

export function LazyToaster() {
  const wanted = useSyncExternalStore(toasts.subscribe, toasts.wanted, () => false);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <Toaster position="top-right" duration={3000} richColors closeButton />
    </Suspense>
  );
}
