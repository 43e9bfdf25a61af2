// In-process cache of serialized catalogue answers (docs/decisions/015). Each answer is tagged with the
// catalogue version it was built under and kept as a template whose stock counts are left open; every request
// learns the current version and the live counts of the template's products from the database in one query,
// so neither an edit made through any server process nor an order taking stock is ever served stale. Requests
// arriving together share that query, which keeps the check cheap under load.
import { createHash } from 'node:crypto';

export interface CachedAnswer {
  /** UTF-8 bytes, encoded once: writing a string would encode it again for every request. */
  body: Buffer;
  etag: string;
}

/** The catalogue's version and the live stock of the products asked about (absent: no such product). */
export interface CatalogSnapshot {
  version: string;
  stock: ReadonlyMap<string, number>;
}

export type ReadSnapshot = (productIds: readonly string[]) => Promise<CatalogSnapshot>;

/** A built answer: `parts` around each product's stock count, `ids` the products in the same order. */
interface Template {
  version: string;
  parts: Buffer[];
  ids: string[];
  bytes: number;
  /** Hash of the text with its counts left open. */
  tag: string;
}

interface Built {
  template: Template;
  /** The counts the answer was built with: read after the request arrived, so as fresh as a snapshot. */
  stock: number[];
}

export interface CatalogCacheOptions {
  /** Budget for cached templates; 0 turns the cache off (every answer is built afresh, still with an ETag). */
  maxBytes: number;
}

export class CatalogCache {
  readonly #readSnapshot: ReadSnapshot;
  readonly #options: CatalogCacheOptions;
  readonly #templates = new Map<string, Template>();
  readonly #building = new Map<string, { version: string; built: Promise<Built> }>();
  #bytes = 0;
  #reading: Promise<unknown> | undefined;
  #queued: { ids: Set<string>; snapshot: Promise<CatalogSnapshot> } | undefined;

  constructor(readSnapshot: ReadSnapshot, options: CatalogCacheOptions) {
    this.#readSnapshot = readSnapshot;
    this.#options = options;
  }

  /**
   * A snapshot from a read that started after this call: a request that arrives while a read is in flight
   * waits for the next one (that read might predate a write the caller has already seen committed), which
   * then asks for the products of every request that joined it.
   */
  #snapshot(ids: readonly string[]): Promise<CatalogSnapshot> {
    if (!this.#reading) return this.#start(ids);
    let queued = this.#queued;
    if (!queued) {
      const next = new Set<string>();
      const snapshot = this.#reading
        .catch(() => undefined)
        .then(() => {
          this.#queued = undefined;
          return this.#start([...next]);
        });
      queued = { ids: next, snapshot };
      this.#queued = queued;
    }
    for (const id of ids) queued.ids.add(id);
    return queued.snapshot;
  }

  #start(ids: readonly string[]): Promise<CatalogSnapshot> {
    const reading = this.#readSnapshot(ids);
    this.#reading = reading;
    void reading
      .catch(() => undefined)
      .finally(() => {
        if (this.#reading === reading) this.#reading = undefined;
      });
    return reading;
  }

  /** `build` gives the answer's data; every object in it with an `_id` and a `countInStock` is a product. */
  async get(key: string, build: () => Promise<unknown>): Promise<CachedAnswer> {
    if (this.#options.maxBytes <= 0) {
      const body = Buffer.from(JSON.stringify(await build()));
      return { body, etag: `"${createHash('sha1').update(body).digest('base64url')}"` };
    }
    const known = this.#templates.get(key);
    const snapshot = await this.#snapshot(known?.ids ?? []);
    if (known && known.version === snapshot.version) {
      const stock = liveStock(known, snapshot);
      if (stock) return answer(known, stock);
    }
    // Concurrent misses of one key under one version share a single build; only its starter may use the counts
    // it was built with, since the build began before the others' snapshots were read.
    const pending = this.#building.get(key);
    if (pending && pending.version === snapshot.version) {
      const { template } = await pending.built;
      const stock = liveStock(template, await this.#snapshot(template.ids));
      if (stock) return answer(template, stock);
    }
    const built = build().then((data) => {
      const result = toTemplate(snapshot.version, data);
      this.#store(key, result.template);
      return result;
    });
    this.#building.set(key, { version: snapshot.version, built });
    try {
      const { template, stock } = await built;
      return answer(template, stock);
    } finally {
      if (this.#building.get(key)?.built === built) this.#building.delete(key);
    }
  }

  #store(key: string, template: Template): void {
    const old = this.#templates.get(key);
    if (old) {
      this.#bytes -= old.bytes;
      this.#templates.delete(key);
    }
    if (template.bytes > this.#options.maxBytes / 4) return;
    this.#templates.set(key, template);
    this.#bytes += template.bytes;
    // Oldest first: a Map iterates in insertion order, and a rebuilt template moves to the end.
    for (const [oldKey, oldTemplate] of this.#templates) {
      if (this.#bytes <= this.#options.maxBytes) break;
      this.#templates.delete(oldKey);
      this.#bytes -= oldTemplate.bytes;
    }
  }
}

/** The template's counts in the snapshot, or undefined when one of its products is gone. */
function liveStock(template: Template, snapshot: CatalogSnapshot): number[] | undefined {
  const stock: number[] = [];
  for (const id of template.ids) {
    const count = snapshot.stock.get(id);
    if (count === undefined) return undefined;
    stock.push(count);
  }
  return stock;
}

// A product's count is first written as the string "\u0000", then the text is cut there and the live count goes
// in between. Text that merely looks like the marker sits inside a JSON string, where its quotes are escaped.
const KEY = '"countInStock":';
const MARK = `${KEY}"\\u0000"`;

function toTemplate(version: string, data: unknown): Built {
  const ids: string[] = [];
  const stock: number[] = [];
  const text = JSON.stringify(data, function (this: unknown, key: string, value: unknown) {
    if (key === 'countInStock' && typeof value === 'number' && isProduct(this)) {
      ids.push(this._id);
      stock.push(value);
      return '\u0000';
    }
    return value;
  });
  const pieces = text.split(MARK);
  if (pieces.length !== ids.length + 1) {
    throw new Error(`catalogue answer has ${pieces.length - 1} stock markers for ${ids.length} products`);
  }
  const parts = pieces.map((piece, i) => Buffer.from(i < ids.length ? piece + KEY : piece));
  const bytes = parts.reduce((sum, part) => sum + part.length, 0);
  const tag = createHash('sha1').update(text).digest('base64url');
  return { template: { version, parts, ids, bytes, tag }, stock };
}

function isProduct(value: unknown): value is { _id: string } {
  return typeof value === 'object' && value !== null && typeof (value as { _id?: unknown })._id === 'string';
}

function answer(template: Template, stock: readonly number[]): CachedAnswer {
  if (stock.length === 0) return { body: template.parts[0] as Buffer, etag: `"${template.tag}"` };
  const chunks: Buffer[] = [];
  template.parts.forEach((part, i) => {
    chunks.push(part);
    if (i < stock.length) chunks.push(Buffer.from(String(stock[i])));
  });
  // The text's hash and the counts' hash: the same body always has the same tag, without hashing it each time.
  const counts = createHash('sha1').update(stock.join(',')).digest('base64url').slice(0, 12);
  return { body: Buffer.concat(chunks), etag: `"${template.tag}.${counts}"` };
}

/** RFC 9110 §13.1.2: If-None-Match holds `*` or a list of entity tags, compared weakly. */
export function matchesIfNoneMatch(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  if (header.trim() === '*') return true;
  return header.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag);
}
