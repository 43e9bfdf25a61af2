// Builds the catalogue index in a worker thread (docs/decisions/035-catalogue-index-in-process.md): a build is about
// two seconds of CPU at 100,000 products and leaves tens of megabytes of garbage behind. Here it neither stops the
// server's requests meanwhile nor leaves that garbage in the server's heap: the thread reads the catalogue over its
// own connection, hands the finished index back (its typed arrays moved, not copied) and exits.
import { parentPort, workerData } from 'node:worker_threads';
import { openDb } from '../../db/connection.ts';
import { readIndexSource } from './catalog.repository.ts';
import { CatalogIndex, CatalogIndexBuilder } from './catalog-index.lib.ts';

const { databaseUrl } = workerData as { databaseUrl: string };
const db = openDb(databaseUrl, 1);
try {
  const builder = new CatalogIndexBuilder();
  const source = await readIndexSource(db, (row) => builder.add(row));
  const parts = builder.finish(source, source.sold).parts();
  parentPort?.postMessage(parts, CatalogIndex.buffers(parts));
} finally {
  await db.destroy();
}
