/// <reference lib="dom" />
// The first tap on a server-rendered product page (issue 49, docs/decisions/024-server-rendering.md): a phone
// (390×844, touch, Chromium's CPU slowed 4×) opens the page signed out and taps Add to Cart a set time after the
// button first shows on screen, one page load per tap, later and later. A tap works when the page answers it
// ("Please log in to add items to your cart"); the dead window is the time from the button's first paint to the
// first tap that works. Every time is read inside the page (event timestamps, an IntersectionObserver on the
// button), not by the driver.
import { type Browser, chromium, type Page } from '@playwright/test';

/** How long a tap may take to be answered before it counts as lost. */
const ANSWER_WAIT_MS = 8000;
const BUTTON = 'Add to Cart';
const ANSWER = 'Please log in to add items to your cart';

export interface TapTry {
  /** From the button's first paint to the tap's touch (the event's own timestamp). */
  tapMs: number;
  /** From the tap to the answer on screen; undefined when the tap was lost. */
  answeredAfterMs: number | undefined;
}

export interface FirstTapRun {
  tries: TapTry[];
  /** From the button's first paint to the first tap that worked when a tap before it was lost; 0 when none was. */
  deadWindowMs: number;
  /** When the button first showed, from the start of the navigation (median of the run's page loads). */
  buttonShownMs: number;
  /** From the button's first paint until the app marked the page alive (median; NaN on builds without the mark). */
  aliveAfterShownMs: number;
}

export interface FirstTap {
  path: string;
  cpuSlowdown: number;
  runs: FirstTapRun[];
}

interface PageRecord {
  shown: number | null;
  taps: number[];
  answered: number | null;
  /** When the app marked the page alive (src/main.tsx), on builds that do. */
  alive: number | null;
}

/**
 * Installed before the page's own scripts: holds Add to Cart in the middle of the screen from the moment the parser
 * has it (a shopper who has scrolled to it by the time it paints, whatever the page does meanwhile), and records
 * when it first shows, the touches that land on it, when the answer appears and when the app says it is alive.
 */
function recorder(labels: { button: string; answer: string }): void {
  const record: PageRecord = { shown: null, taps: [], answered: null, alive: null };
  Object.assign(window, { __firstTap: record });
  addEventListener(
    'pointerdown',
    (event) => {
      const target = event.target instanceof Element ? event.target.closest('button') : null;
      if (target?.textContent?.trim() === labels.button) record.taps.push(event.timeStamp);
    },
    { capture: true },
  );
  let button: HTMLButtonElement | undefined;
  const watch = new MutationObserver((mutations) => {
    if (record.alive === null && document.documentElement?.dataset.app === 'alive')
      record.alive = performance.now();
    if (record.answered === null) {
      const added = mutations.flatMap((mutation) => [...mutation.addedNodes]);
      if (added.some((node) => node.textContent?.includes(labels.answer)))
        record.answered = performance.now();
    }
    if (button) return;
    button = [...document.querySelectorAll('button')].find(
      (candidate) => candidate.textContent?.trim() === labels.button,
    );
    if (!button) return;
    // Kept in the middle of the screen until the touch: the rest of the page is still arriving and laid out, and
    // the touch is aimed there. Scrolled before each frame, so no frame shows it elsewhere.
    const found = button;
    const keepInTheMiddle = () => {
      if (record.taps.length > 0) return;
      const box = found.getBoundingClientRect();
      if (Math.abs(box.top + box.height / 2 - innerHeight / 2) > 1) found.scrollIntoView({ block: 'center' });
      requestAnimationFrame(keepInTheMiddle);
    };
    keepInTheMiddle();
    // Called after the rendering step that first puts the button on screen; `time` is that step's.
    const seen = new IntersectionObserver((entries) => {
      const entry = entries.find((each) => each.isIntersecting);
      if (entry && record.shown === null) {
        record.shown = entry.time;
        seen.disconnect();
      }
    });
    seen.observe(button);
  });
  watch.observe(document, {
    childList: true,
    subtree: true,
    attributes: true,
    attributeFilter: ['data-app'],
  });
}

type Phone = Pick<Browser, 'newContext'>;

async function phonePage(browser: Phone, cpuSlowdown: number) {
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    deviceScaleFactor: 3,
    isMobile: true,
    hasTouch: true,
  });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown });
  await page.addInitScript(recorder, { button: BUTTON, answer: ANSWER });
  return { context, page };
}

const readRecord = (page: Page) =>
  page.evaluate(() => (window as unknown as { __firstTap: PageRecord }).__firstTap);

interface Aim {
  /** Where Add to Cart sits once the recorder has held it in the middle of the screen. */
  x: number;
  y: number;
  /** When it first shows, from the start of the navigation, on this machine at this CPU slow-down. */
  shownMs: number;
}

/** One page load left alone: where the button sits and when it shows, to aim and time the touches by. */
async function aim(browser: Phone, url: string, cpuSlowdown: number): Promise<Aim> {
  const { context, page } = await phonePage(browser, cpuSlowdown);
  try {
    await page.goto(url, { waitUntil: 'networkidle' });
    const button = page.getByRole('button', { name: BUTTON, exact: true });
    const box = await button.boundingBox();
    const { shown } = await readRecord(page);
    if (!box || shown === null) throw new Error('Add to Cart never showed');
    return { x: box.x + box.width / 2, y: box.y + box.height / 2, shownMs: shown };
  } finally {
    await context.close();
  }
}

/**
 * One page load: a touch on the button's spot `atMs` after the navigation began, timed by the driver, so that no
 * round trip to a busy page delays it; the page's own records then tell when it landed and whether it was answered.
 * Undefined when the touch came before the button showed or did not land on it.
 */
async function oneTry(
  browser: Phone,
  url: string,
  spot: Aim,
  cpuSlowdown: number,
  atMs: number,
): Promise<{ tap: TapTry; shownMs: number; aliveMs: number | undefined } | undefined> {
  const { context, page } = await phonePage(browser, cpuSlowdown);
  try {
    const started = performance.now();
    await page.goto(url, { waitUntil: 'commit' });
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, started + atMs - performance.now())));
    await page.touchscreen.tap(spot.x, spot.y);
    const landed = await page.evaluate(() => {
      const { shown, taps } = (window as unknown as { __firstTap: PageRecord }).__firstTap;
      return shown !== null && taps[0] !== undefined && taps[0] >= shown;
    });
    if (!landed) return undefined;
    await page
      .waitForFunction(
        () => (window as unknown as { __firstTap: PageRecord }).__firstTap.answered !== null,
        undefined,
        { timeout: ANSWER_WAIT_MS },
      )
      .catch(() => undefined);
    const record = await readRecord(page);
    const tap = record.taps[0];
    if (record.shown === null || tap === undefined) return undefined;
    const answered = record.answered !== null && record.answered >= tap ? record.answered - tap : undefined;
    return {
      shownMs: record.shown,
      aliveMs: record.alive === null ? undefined : record.alive - record.shown,
      tap: { tapMs: tap - record.shown, answeredAfterMs: answered },
    };
  } finally {
    await context.close();
  }
}

/** Touches this long after the button is expected to show (ms), in order, until two in a row have worked. */
export const TAP_AFTER_SHOWN_MS = [
  0, 50, 100, 150, 200, 300, 400, 500, 650, 800, 1000, 1250, 1500, 2000, 2500, 3000, 4000, 5000,
];

/** One run: taps later and later, until two in a row have worked. */
async function oneRun(
  browser: Phone,
  url: string,
  cpuSlowdown: number,
  log: (line: string) => void,
): Promise<FirstTapRun> {
  const spot = await aim(browser, url, cpuSlowdown);
  const tries: TapTry[] = [];
  const shown: number[] = [];
  const alive: number[] = [];
  let workedInARow = 0;
  for (const after of TAP_AFTER_SHOWN_MS) {
    const outcome = await oneTry(browser, url, spot, cpuSlowdown, spot.shownMs + after);
    if (!outcome) continue;
    tries.push(outcome.tap);
    shown.push(outcome.shownMs);
    if (outcome.aliveMs !== undefined) alive.push(outcome.aliveMs);
    const { tapMs, answeredAfterMs } = outcome.tap;
    log(
      `  tap ${Math.round(tapMs)} ms after Add to Cart showed: ${answeredAfterMs === undefined ? 'lost' : `answered ${Math.round(answeredAfterMs)} ms after it`}`,
    );
    workedInARow = answeredAfterMs === undefined ? 0 : workedInARow + 1;
    if (workedInARow === 2) break;
  }
  return {
    tries,
    deadWindowMs: deadWindow(tries),
    buttonShownMs: median(shown),
    aliveAfterShownMs: median(alive),
  };
}

/** From the first paint to the first tap that worked after the last lost one (0 when none was lost). */
export function deadWindow(tries: readonly TapTry[]): number {
  const lost = tries.filter((each) => each.answeredAfterMs === undefined).map((each) => each.tapMs);
  if (lost.length === 0) return 0;
  const lastLost = Math.max(...lost);
  const worked = tries.filter((each) => each.answeredAfterMs !== undefined && each.tapMs > lastLost);
  return worked.length > 0 ? Math.min(...worked.map((each) => each.tapMs)) : Number.POSITIVE_INFINITY;
}

function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
}

export async function measureFirstTap(
  base: string,
  path: string,
  {
    runs = 2,
    cpuSlowdown = 4,
    log = () => {},
  }: { runs?: number; cpuSlowdown?: number; log?: (line: string) => void } = {},
): Promise<FirstTap> {
  const browser = await chromium.launch({
    executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
  });
  try {
    const url = `${base}${path}`;
    const results: FirstTapRun[] = [];
    for (let run = 0; run < runs; run++) results.push(await oneRun(browser, url, cpuSlowdown, log));
    return { path, cpuSlowdown, runs: results };
  } finally {
    await browser.close();
  }
}

const ms = (value: number | undefined) =>
  value === undefined ? 'lost' : Number.isFinite(value) ? `${Math.round(value).toLocaleString('en')}` : '–';

/** The report's lines: per run, the dead window, when the button showed, and each tap's outcome. */
export function formatFirstTap(result: FirstTap): string[] {
  const lines = [
    `Product page \`${result.path}\`, phone (390×844, touch), CPU slowed ${result.cpuSlowdown}×, signed out; Add to Cart tapped later and later after it first shows, a fresh browser context per tap.`,
    '',
    '| run | button shown at ms | dead window ms (first paint → first tap that works) | app alive ms after the button showed | taps: ms after the button showed → answered ms after the tap |',
    '|---|---:|---:|---:|---|',
  ];
  result.runs.forEach((run, index) => {
    const taps = run.tries.map((each) => `${ms(each.tapMs)} → ${ms(each.answeredAfterMs)}`).join('; ');
    lines.push(
      `| ${index + 1} | ${ms(run.buttonShownMs)} | ${ms(run.deadWindowMs)} | ${ms(run.aliveAfterShownMs)} | ${taps} |`,
    );
  });
  const worst = Math.max(...result.runs.map((run) => run.deadWindowMs));
  lines.push(
    '',
    `Target (no tap lost; dead window ≤ 300 ms at 4× CPU): ${worst <= 300 ? 'met' : '**not met**'} (worst run ${ms(worst)} ms).`,
  );
  return lines;
}
