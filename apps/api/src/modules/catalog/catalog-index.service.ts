// Keeps a process's catalogue index as new as the snapshot a request read (docs/decisions/035): rebuilt when the
// catalogue's version moved, its availability reloaded when only that moved, its popularity read again now and then.
import { fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import type { Db } from '../../db/database.ts';
import * as repository from './catalog.repository.ts';
import { CatalogIndex, type IndexParts } from './catalog-index.lib.ts';

/** How often the popularity order (units sold in the last 30 days) is read again. */
export const POPULARITY_REFRESH_MS = 10 * 60_000;
/** How long after a failed reading of popularity the next is tried. */
const POPULARITY_RETRY_MS = 60_000;

const isOlder = (version: string, than: string) => BigInt(version) < BigInt(than);

export interface CatalogIndexOptions {
  /**
   * A build not done by then is stopped and fails (`CATALOG_INDEX_BUILD_TIMEOUT_SECONDS`): one whose database never
   * answers would otherwise hold every list and search request of the process for good, the next ones included.
   */
  buildTimeoutMs: number;
}

export class CatalogIndexKeeper {
  readonly #db: Db;
  readonly #onError: (error: unknown) => void;
  readonly #databaseUrl: string;
  readonly #buildTimeoutMs: number;
  #index: CatalogIndex | undefined;
  #building: Promise<CatalogIndex> | undefined;
  #reloading: Promise<void> | undefined;
  #popularityAt = 0;
  #popularity: Promise<void> | undefined;
  /** Moves with every reading of popularity, a build's included: never back, so an old key never comes back. */
  #popularityGeneration = 0;

  /** `databaseUrl`: the database `db` reads, for the build's own connection. */
  constructor(db: Db, onError: (error: unknown) => void, databaseUrl: string, options: CatalogIndexOptions) {
    this.#db = db;
    this.#onError = onError;
    this.#databaseUrl = databaseUrl;
    this.#buildTimeoutMs = options.buildTimeoutMs;
  }

  /**
   * The generation of the popularity order answers are built from now (cached answers sorted by it carry it). Asked
   * before the cache, it starts a new reading when the last is older than POPULARITY_REFRESH_MS: otherwise answers
   * found in the cache would never reach `at()`, and a popular page asked often would keep its order for ever.
   */
  popularityGeneration(): number {
    const index = this.#index;
    if (index && Date.now() - this.#popularityAt > POPULARITY_REFRESH_MS) this.#refreshPopularity(index);
    return this.#popularityGeneration;
  }

  /** Builds the index if there is none yet (the server does this before it takes requests). */
  async warm(): Promise<void> {
    if (!this.#index) await this.#build();
  }

  /** The index, at least as new as the catalogue and availability versions given. */
  async at(versions: { catalog: string; availability: string }): Promise<CatalogIndex> {
    let index = this.#index;
    // A build already under way may have read the versions before this request's; then one more is needed.
    while (!index || isOlder(index.catalogVersion, versions.catalog)) index = await this.#build();
    while (isOlder(index.availabilityVersion, versions.availability)) await this.#reloadAvailability(index);
    if (Date.now() - this.#popularityAt > POPULARITY_REFRESH_MS) this.#refreshPopularity(index);
    return index;
  }

  /** One build at a time; every request that needs one waits for the same. */
  #build(): Promise<CatalogIndex> {
    if (this.#building) return this.#building;
    const building = (async () => {
      const index = await this.#buildIndex();
      this.#popularityAt = Date.now();
      this.#popularityGeneration++;
      if (!this.#index || !isOlder(index.catalogVersion, this.#index.catalogVersion)) this.#index = index;
      return this.#index;
    })();
    this.#building = building;
    void building
      .finally(() => {
        if (this.#building === building) this.#building = undefined;
      })
      .catch(() => undefined);
    return building;
  }

  /** A new index of the catalogue as it is now, built in a process of its own (catalog-index.worker.ts). */
  async #buildIndex(): Promise<CatalogIndex> {
    // Answered once the process is gone, so its memory is given back before the new index is used.
    const child = fork(fileURLToPath(new URL('./catalog-index.worker.ts', import.meta.url)), {
      serialization: 'advanced',
      // The server's memory flags and no others: a test runner's loaders are not for this plain script.
      execArgv: process.execArgv.filter((flag) => flag.startsWith('--max-')),
      env: { ...process.env, CATALOG_INDEX_DATABASE_URL: this.#databaseUrl },
      stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
    });
    const parts = await new Promise<IndexParts>((resolve, reject) => {
      let built: IndexParts | undefined;
      // Past the deadline the build is stopped; the requests waiting for it fail, and the next one starts another.
      const deadline = setTimeout(() => {
        const late = new Error(
          `the catalogue index build took over ${this.#buildTimeoutMs} ms and was stopped`,
        );
        if (built) resolve(built);
        else reject(late);
        child.kill('SIGKILL');
      }, this.#buildTimeoutMs);
      child.once('message', (message) => {
        built = message as IndexParts;
      });
      child.once('error', (error) => {
        clearTimeout(deadline);
        reject(error);
      });
      child.once('exit', (code) => {
        clearTimeout(deadline);
        if (built) resolve(built);
        else reject(new Error(`the catalogue index build stopped (exit code ${code})`));
      });
    });
    return CatalogIndex.restore(parts);
  }

  #reloadAvailability(index: CatalogIndex): Promise<void> {
    if (this.#reloading) return this.#reloading;
    const reloading = (async () => {
      const { version, ids } = await repository.outOfStock(this.#db);
      if (isOlder(index.availabilityVersion, version)) index.updateAvailability(ids, version);
    })();
    this.#reloading = reloading;
    void reloading
      .finally(() => {
        if (this.#reloading === reloading) this.#reloading = undefined;
      })
      .catch(() => undefined);
    return reloading;
  }

  /** In the background: nobody waits for a new popularity order; a failed read is tried again POPULARITY_RETRY_MS later. */
  #refreshPopularity(index: CatalogIndex): void {
    if (this.#popularity) return;
    this.#popularity = repository
      .unitsSold(this.#db)
      .then((sold) => {
        index.updatePopularity(sold);
        this.#popularityGeneration++;
        this.#popularityAt = Date.now();
      })
      .catch((error: unknown) => {
        // Tried again a minute later, not on the very next request: a read that keeps failing (a statement
        // timeout under load) must not run back to back.
        this.#popularityAt = Date.now() - POPULARITY_REFRESH_MS + POPULARITY_RETRY_MS;
        this.#onError(error);
      })
      .finally(() => {
        this.#popularity = undefined;
      });
  }
}
