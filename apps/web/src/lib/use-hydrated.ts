// Whether this render is the browser's own, after hydration: false on the server and while hydrating, true after.
import { useSyncExternalStore } from 'react';

const never = () => () => {};

export function useHydrated(): boolean {
  return useSyncExternalStore(
    never,
    () => true,
    () => false,
  );
}
