// Server-rendered pages (docs/decisions/024-server-rendering.md) arrive with their data, so the browser asks the
// API for nothing on first load. Tests that stage an API answer in the browser (an empty or failing list) open
// the page by a client-side link instead, once the app has taken over the server's HTML.
import type { Page } from '@playwright/test';

/** Resolves once React has hydrated the page (its root carries React's container key). */
export async function hydrated(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const root = document.getElementById('root');
    return root !== null && Object.keys(root).some((key) => key.startsWith('__reactContainer'));
  });
}

/**
 * Resolves once the app has started on the page: React's root exists (hydrating or rendering, it then handles and
 * replays clicks), or the page is no page of the app (no #root: a JSON answer, say).
 */
export async function appStarted(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const root = document.getElementById('root');
    return root === null || Object.keys(root).some((key) => key.startsWith('__reactContainer'));
  });
}

/** Opens home through the header's logo link from another page, so its data is fetched by the browser. */
export async function openHomeInTheBrowser(page: Page): Promise<void> {
  await page.goto('/about');
  await hydrated(page);
  await page.getByRole('banner').getByRole('link').first().click();
  await page.waitForURL((url) => url.pathname === '/');
}

/**
 * Counts React commits made while hydration's own commit was still running (before its task's microtasks). Such a
 * commit is an urgent update set from a ref or a layout effect during hydration, and React runs every pending
 * effect of the page before it, all in one long task (docs/decisions/024-server-rendering.md). React reports
 * commits to the developer-tools hook, which this installs before the page's scripts run.
 */
export async function watchCommitsDuringHydration(page: Page): Promise<() => Promise<number>> {
  await page.addInitScript(() => {
    const state = { commits: 0, inHydration: false, duringHydration: 0 };
    Object.assign(window, { __commitsWatched: state });
    Object.assign(window, {
      __REACT_DEVTOOLS_GLOBAL_HOOK__: {
        supportsFiber: true,
        isDisabled: false,
        renderers: new Map(),
        inject: () => 1,
        checkDCE: () => {},
        onScheduleFiberRoot: () => {},
        onCommitFiberUnmount: () => {},
        onPostCommitFiberRoot: () => {},
        onCommitFiberRoot: () => {
          state.commits += 1;
          if (state.inHydration) state.duringHydration += 1;
          if (state.commits === 1) {
            state.inHydration = true;
            queueMicrotask(() => {
              state.inHydration = false;
            });
          }
        },
      },
    });
  });
  return async () => {
    const state = await page.evaluate(
      () =>
        (window as unknown as { __commitsWatched: { commits: number; duringHydration: number } })
          .__commitsWatched,
    );
    if (state.commits === 0)
      throw new Error('React reported no commit: the developer-tools hook was not used');
    return state.duringHydration;
  };
}
