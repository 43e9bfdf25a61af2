// `npm run seed`: loads the demo catalogue (and the demo coupon codes) into an empty database.
// `npm run seed -- --products 100000` replaces the catalogue with one of that size (for benchmarks);
// `--reset` replaces it with the demo catalogue. Stop the server first when it uses the embedded database.
import { parseArgs } from 'node:util';
import { SingleBar } from 'cli-progress';
import { loadConfig } from '../config.ts';
import { openDatabase } from './open-database.ts';
import {
  clearCatalog,
  countProducts,
  DEMO_PRODUCT_COUNT,
  seedCatalog,
  seedDemoPromotions,
} from './seed/seed.ts';

const { values } = parseArgs({
  options: { products: { type: 'string' }, reset: { type: 'boolean', default: false } },
});
const count = values.products === undefined ? DEMO_PRODUCT_COUNT : Number(values.products);
if (!Number.isInteger(count) || count < 1 || count > 2_000_000) {
  console.error('--products must be a whole number between 1 and 2000000');
  process.exit(2);
}

const database = await openDatabase(loadConfig(), (line) => console.log(line));
try {
  const existing = await countProducts(database.db);
  if (existing > 0 && !values.reset && values.products === undefined) {
    console.log(`The catalogue already has ${existing} products; nothing to do (use --reset to replace it).`);
  } else {
    if (existing > 0) {
      console.log(`Replacing the catalogue of ${existing} products.`);
      await clearCatalog(database.db);
    }
    const bar = new SingleBar({
      format: 'Seeding [{bar}] {percentage}% | {value}/{total} products | {eta}s left',
    });
    bar.start(count, 0);
    const started = Date.now();
    await seedCatalog(database.db, count, (done) => bar.update(done));
    bar.stop();
    // The demo catalogue comes with the demo codes; a benchmark's catalogue (--products) without them.
    if (values.products === undefined) await seedDemoPromotions(database.db);
    console.log(`Seeded ${count} products in ${((Date.now() - started) / 1000).toFixed(1)} s.`);
  }
} finally {
  await database.close();
}
