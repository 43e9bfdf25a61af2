// The test runner's `test` and `expect`, with one change: a page opened with `goto` or `reload` is handed back only
// once the app has started on it. A server-rendered page shows before the app loads (apps/web/src/boot.ts,
// docs/decisions/024-server-rendering.md); a tap on a button then is held and answered once the app is alive, but
// a test that stages the app's requests or reads its state acts as a shopper does after the page has come alive.
// first-tap.spec.ts acts before, on purpose, with the runner's own `test`.
import { test as base, type Page } from '@playwright/test';
import { appStarted } from './hydration.ts';

export { expect } from '@playwright/test';

function waitingForTheApp(page: Page): void {
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  page.goto = async (url, options) => {
    const response = await goto(url, options);
    await appStarted(page);
    return response;
  };
  page.reload = async (options) => {
    const response = await reload(options);
    await appStarted(page);
    return response;
  };
}

export const test = base.extend({
  page: async ({ page, javaScriptEnabled }, use) => {
    // Without JavaScript the app never starts: those tests read the server's HTML as it is.
    if (javaScriptEnabled !== false) waitingForTheApp(page);
    await use(page);
  },
});
