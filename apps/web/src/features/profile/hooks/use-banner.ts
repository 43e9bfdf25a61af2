// Success and error banners of the profile page (docs/product.md#accounts-profile): one at a time, gone after 3 s.
import { useCallback, useEffect, useRef, useState } from 'react';

export const BANNER_MS = 3000;

export type Banner = { kind: 'success' | 'error'; text: string } | undefined;

export function useBanner() {
  const [banner, setBanner] = useState<Banner>(undefined);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const show = useCallback((kind: 'success' | 'error', text: string) => {
    clearTimeout(timer.current);
    setBanner({ kind, text });
    timer.current = setTimeout(() => setBanner(undefined), BANNER_MS);
  }, []);
  return {
    banner,
    success: useCallback((text: string) => show('success', text), [show]),
    error: useCallback((text: string) => show('error', text), [show]),
  };
}
