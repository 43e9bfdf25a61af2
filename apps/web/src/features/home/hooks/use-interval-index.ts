// An index that advances every `ms` milliseconds and wraps at `count` (the urgency line, docs/product.md#pages-home).
import { useEffect, useState } from 'react';

export function useIntervalIndex(count: number, ms: number): number {
  const [index, setIndex] = useState(0);
  useEffect(() => {
    if (count < 2) return;
    const timer = setInterval(() => setIndex((value) => (value + 1) % count), ms);
    return () => clearInterval(timer);
  }, [count, ms]);
  return count > 0 ? index % count : 0;
}
