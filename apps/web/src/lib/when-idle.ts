// Runs work the page does not need for its first paint or its first tap (docs/decisions/024-server-rendering.md)
// once the browser is idle, or after a few seconds at the latest. Shared by the lazily read lists cards show: the
// automatic offers (entities/promotions/offers-provider.tsx), the wishlist's hearts
// (entities/wishlist/wishlist-hearts-provider.tsx) and the recently viewed (entities/recently-viewed/).

/** The longest wait for an idle moment before the work runs anyway. */
const IDLE_TIMEOUT_MS = 3000;

/** Schedules `run`; the returned function cancels it (an effect's cleanup). */
export function whenIdle(run: () => void): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const id = window.requestIdleCallback(run, { timeout: IDLE_TIMEOUT_MS });
    return () => window.cancelIdleCallback(id);
  }
  const id = window.setTimeout(run, 1000);
  return () => window.clearTimeout(id);
}
