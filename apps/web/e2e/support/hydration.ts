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
