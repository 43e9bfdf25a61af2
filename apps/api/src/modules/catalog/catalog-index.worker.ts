// Builds the catalogue index in a process of its own (docs/decisions/035-catalogue-index-in-process.md): a build is
// about two seconds of CPU at 100,000 products and holds about 150 MB while it works. Here it neither stops the
// server's requests meanwhile nor leaves that memory with the server (a worker thread's was given back to the system
// only seconds later, and the server then stood near 330 MB): the process reads the catalogue over its own
// connection, sends the finished index's parts to the server and exits, and its memory goes with it.
import { openDb } from '../../db/connection.ts';
import { readIndexSource } from './catalog.repository.ts';
import { CatalogIndexBuilder } from './catalog-index.lib.ts';

const databaseUrl = process.env.CATALOG_INDEX_DATABASE_URL ?? '';
// The server stopped (or restarted): nobody waits for this build.
process.once('disconnect', () => process.exit(0));
const db = openDb(databaseUrl, 1);
try {
  const builder = new CatalogIndexBuilder();
  const source = await readIndexSource(db, (row) => builder.add(row));
  const parts = builder.finish(source, source.sold).parts();
  await new Promise<void>((resolve, reject) =>
    process.send?.(parts, (error: Error | null) => (error ? reject(error) : resolve())),
  );
} catch (error) {
  // The server sees the exit without an index and says the build failed; the reason is here, on the shared stderr.
  console.error('catalogue index build failed:', error);
} finally {
  await db.destroy();
  // The channel to the server would keep this process alive; the server takes the index once it has exited.
  process.disconnect?.();
}
