// Lighthouse alone against a running shop, for comparing page speed side by side without the whole bench:
//   node bench/page-speed-only.ts --base http://127.0.0.1:3000 --product /shop/beauty/<id> [--dist apps/web/dist]
//   [--runs 3]   (runs per page; the median run is printed, with the spread of performance and TBT)
import path from 'node:path';
import { parseArgs } from 'node:util';
import { measurePages } from './lib/page-speed.ts';

const { values } = parseArgs({
  options: {
    base: { type: 'string', default: 'http://127.0.0.1:3000' },
    product: { type: 'string' },
    dist: { type: 'string', default: 'apps/web/dist' },
    runs: { type: 'string', default: '3' },
  },
});
const pages = [
  { label: 'home', path: '/' },
  { label: 'category', path: '/shop/fashion' },
  ...(values.product ? [{ label: 'product', path: values.product }] : []),
];
const results = await measurePages(values.base, pages, path.resolve(values.dist), Number(values.runs));
console.log(
  '| page | performance (median run) | over the runs | accessibility | SEO | LCP s | TBT ms | over the runs | TBT from CPU time ms | CLS | JS KB (brotli) |',
);
console.log('|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|');
const whole = (value: number) => (Number.isNaN(value) ? '–' : String(Math.round(value)));
for (const r of results) {
  console.log(
    `| ${r.label} | ${r.performance} | ${r.performanceRange.map(whole).join('–')} | ${r.accessibility} | ${r.seo} | ${(r.lcpMs / 1000).toFixed(2)} | ${whole(r.tbtMs)} | ${r.tbtRangeMs.map(whole).join('–')} | ${whole(r.cpuTbtMs)} | ${r.cls.toFixed(3)} | ${r.jsBrotliKb.toFixed(0)} |`,
  );
}
for (const r of results) {
  if (r.failedRuns.length > 0)
    console.log(`${r.label}: runs Lighthouse could not finish: ${r.failedRuns.join(', ')}`);
}
