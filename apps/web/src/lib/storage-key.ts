// Watching one localStorage key, for useSyncExternalStore: a change made in this tab is announced with
// `notify`, one made in another tab arrives as the browser's `storage` event (a null key means storage was cleared).
export function watchStorageKey(key: string) {
  const listeners = new Set<() => void>();
  return {
    notify(): void {
      for (const listener of listeners) listener();
    },
    subscribe(listener: () => void): () => void {
      listeners.add(listener);
      const onStorage = (event: StorageEvent) => {
        if (event.key === key || event.key === null) listener();
      };
      window.addEventListener('storage', onStorage);
      return () => {
        listeners.delete(listener);
        window.removeEventListener('storage', onStorage);
      };
    },
  };
}
