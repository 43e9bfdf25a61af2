// Lighthouse in its default mobile setting (simulated slow 4G and a mid-range phone) with Debian's Chromium:
// the four category scores, LCP, TBT, CLS and the JavaScript transferred by the page.
import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';

export interface PageSpeed {
  label: string;
  path: string;
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  jsKb: number;
}

interface NetworkItem {
  resourceType?: string;
  transferSize?: number;
}

export async function measurePages(base: string, pages: readonly { label: string; path: string }[]) {
  const chrome = await launch({
    chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
  });
  const results: PageSpeed[] = [];
  try {
    for (const page of pages) {
      const run = await lighthouse(`${base}${page.path}`, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
      });
      if (!run) throw new Error(`lighthouse gave no result for ${page.path}`);
      const { categories, audits } = run.lhr;
      const score = (id: string) => Math.round((categories[id]?.score ?? 0) * 100);
      const value = (id: string) => audits[id]?.numericValue ?? Number.NaN;
      const requests = ((audits['network-requests']?.details as { items?: NetworkItem[] } | undefined)
        ?.items ?? []) as NetworkItem[];
      const jsBytes = requests
        .filter((item) => item.resourceType === 'Script')
        .reduce((sum, item) => sum + (item.transferSize ?? 0), 0);
      results.push({
        ...page,
        performance: score('performance'),
        accessibility: score('accessibility'),
        bestPractices: score('best-practices'),
        seo: score('seo'),
        lcpMs: value('largest-contentful-paint'),
        tbtMs: value('total-blocking-time'),
        cls: value('cumulative-layout-shift'),
        jsKb: jsBytes / 1024,
      });
    }
  } finally {
    chrome.kill();
  }
  return results;
}
