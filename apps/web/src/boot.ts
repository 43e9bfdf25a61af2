// The browser's first script, and the only one the page's HTML runs. It waits until the browser has painted
// the page the server sent, then asks for the app's code and starts it (./main.tsx): on a phone's connection the
// stylesheet and the pictures come first and the page shows before the main thread is spent on the app
// (bench/results/2026-11-24-server-rendering.md). A server-rendered page lists the files of its own code in
// #page-scripts (apps/api/src/modules/web/web.routes.ts); they load beside the app's instead of after it.
import './index.css';

/** After the next frame is painted, or after a short wait where no frame comes (a tab opened in the background). */
function afterFirstPaint(): Promise<void> {
  return new Promise((resolve) => {
    const fallback = setTimeout(resolve, 100);
    requestAnimationFrame(() => {
      clearTimeout(fallback);
      // The frame callback runs just before the paint; a task queued from it runs after.
      setTimeout(resolve, 0);
    });
  });
}

/** Preloads the files the server listed for the page, in one insertion, skipping any already asked for. */
function preloadPageScripts(): void {
  const list = document.getElementById('page-scripts')?.textContent;
  if (!list) return;
  let files: unknown;
  try {
    files = JSON.parse(list);
  } catch {
    return;
  }
  if (!Array.isArray(files)) return;
  const asked = new Set(
    [...document.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].map((link) =>
      link.getAttribute('href'),
    ),
  );
  const links = document.createDocumentFragment();
  for (const file of files) {
    if (typeof file !== 'string' || !/^assets\/[\w.-]+\.js$/.test(file) || asked.has(`/${file}`)) continue;
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = `/${file}`;
    links.append(link);
  }
  document.head.append(links);
}

await afterFirstPaint();
// The app's import first (Vite preloads its files), then the page's own files beside them.
const app = import('./main.tsx');
preloadPageScripts();
await app;
