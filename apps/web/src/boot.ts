// The browser's first script, and the only one the page's HTML runs. It waits until the browser has painted
// the page the server sent, then asks for the app's code and starts it (./main.tsx): on a phone's connection the
// stylesheet and the pictures come first and the page shows before the main thread is spent on the app
// (bench/results/2026-11-24-server-rendering.md). A server-rendered page lists the files of the app and of its own
// code in #page-scripts (apps/api/src/modules/web/web.routes.ts); they load beside React's instead of after it.
import './index.css';
import { holdEarlyTaps } from './app/early-taps.ts';

// First of all: until the app is alive, a tap on a button is held and handed to it then (./app/early-taps.ts).
const earlyTaps = holdEarlyTaps();

/**
 * At once when the page has painted already, as it has on most loads: a module script runs once the whole HTML is
 * parsed, and by then the browser has mostly painted it (a phone slowed 4×: 70–130 ms after the first paint), so
 * waiting for one more frame only delays the app. Otherwise after the next frame is painted, or after a short wait
 * where no frame comes (a tab opened in the background).
 */
function afterFirstPaint(): Promise<void> {
  if (performance.getEntriesByType('paint').length > 0) return Promise.resolve();
  return new Promise((resolve) => {
    const fallback = setTimeout(resolve, 100);
    requestAnimationFrame(() => {
      clearTimeout(fallback);
      // The frame callback runs just before the paint; a task queued from it runs after.
      setTimeout(resolve, 0);
    });
  });
}

/** Lets the browser take input and paint before the next piece of work (a message: no timer clamping). */
function nextTask(): Promise<void> {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => resolve();
    channel.port2.postMessage(null);
  });
}

/**
 * Preloads the files the server listed for the page, skipping any already asked for, one per task: inserting a
 * `modulepreload` link starts its fetch there and then, 1–2 ms each on a fast machine. Sixteen inserted at once
 * took 9–27 ms, four times that on Lighthouse's phone: a long task by itself (docs/decisions/024).
 */
async function preloadPageScripts(): Promise<void> {
  const list = document.getElementById('page-scripts')?.textContent;
  if (!list) return;
  let files: unknown;
  try {
    files = JSON.parse(list);
  } catch {
    return;
  }
  if (!Array.isArray(files)) return;
  for (const file of files) {
    if (typeof file !== 'string' || !/^assets\/[\w.-]+\.js$/.test(file)) continue;
    // Asked for already: by the head, by Vite's preloading for an import, or by a module that imported it.
    if (document.querySelector(`link[rel="modulepreload"][href="/${file}"]`)) continue;
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = `/${file}`;
    document.head.append(link);
    await nextTask();
  }
}

await afterFirstPaint();
// Every file is asked for now: React's DOM renderer by its import (Vite preloads its files), the app's and the
// page's own from the server's list, a link per task. They are then run in two tasks, React first and the app after
// a pause, so that neither holds a phone's main thread for long (Lighthouse: total blocking time).
const react = import('./app/react-first.ts');
void preloadPageScripts();
await react;
await nextTask();
try {
  const { alive } = await import('./main.tsx');
  await alive;
} finally {
  // Should the app fail to start, the buttons stop saying they are getting ready (links still work).
  earlyTaps.release();
}
