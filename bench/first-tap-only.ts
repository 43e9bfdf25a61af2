// The first tap on a product page alone, against a running shop (bench/lib/first-tap.ts), to compare side by side:
//   node bench/first-tap-only.ts --base http://127.0.0.1:3000 --product /shop/beauty/<id> [--runs 2] [--cpu 4]
import { parseArgs } from 'node:util';
import { formatFirstTap, measureFirstTap } from './lib/first-tap.ts';

const { values } = parseArgs({
  options: {
    base: { type: 'string', default: 'http://127.0.0.1:3000' },
    product: { type: 'string' },
    runs: { type: 'string', default: '2' },
    cpu: { type: 'string', default: '4' },
  },
});
if (!values.product) throw new Error('--product /shop/<category>/<id> is required');
const result = await measureFirstTap(values.base, values.product, {
  runs: Number(values.runs),
  cpuSlowdown: Number(values.cpu),
  log: (line) => console.error(line),
});
console.log(formatFirstTap(result).join('\n'));
