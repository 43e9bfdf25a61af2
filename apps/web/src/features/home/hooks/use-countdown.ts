// Time left until the next local midnight, recomputed every second (docs/product.md#pages-home).
import { useSyncExternalStore } from 'react';

export function msUntilMidnight(now: Date): number {
  const midnight = new Date(now);
  midnight.setHours(24, 0, 0, 0);
  return midnight.getTime() - now.getTime();
}

export function splitDuration(ms: number): { hours: number; minutes: number; seconds: number } {
  const total = Math.max(0, Math.floor(ms / 1000));
  return { hours: Math.floor(total / 3600), minutes: Math.floor((total % 3600) / 60), seconds: total % 60 };
}

function subscribeToSeconds(listener: () => void) {
  const timer = setInterval(listener, 1000);
  return () => clearInterval(timer);
}

const currentSecond = () => Math.floor(Date.now() / 1000);

/**
 * Hours, minutes and seconds to the shopper's own midnight, or undefined on the server and while the page
 * hydrates: the server knows neither the shopper's clock nor their time zone (docs/decisions/024).
 */
export function useCountdownToMidnight() {
  const second = useSyncExternalStore(subscribeToSeconds, currentSecond, () => undefined);
  return second === undefined ? undefined : splitDuration(msUntilMidnight(new Date(second * 1000)));
}
