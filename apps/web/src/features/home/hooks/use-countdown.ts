// Time left until the next local midnight, recomputed every second (spec §4 Home).
import { useEffect, useState } from 'react';

export function msUntilMidnight(now: Date): number {
  const midnight = new Date(now);
  midnight.setHours(24, 0, 0, 0);
  return midnight.getTime() - now.getTime();
}

export function splitDuration(ms: number): { hours: number; minutes: number; seconds: number } {
  const total = Math.max(0, Math.floor(ms / 1000));
  return { hours: Math.floor(total / 3600), minutes: Math.floor((total % 3600) / 60), seconds: total % 60 };
}

export function useCountdownToMidnight() {
  const [left, setLeft] = useState(() => msUntilMidnight(new Date()));
  useEffect(() => {
    const timer = setInterval(() => setLeft(msUntilMidnight(new Date())), 1000);
    return () => clearInterval(timer);
  }, []);
  return splitDuration(left);
}
