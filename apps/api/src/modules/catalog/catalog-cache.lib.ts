// In-process cache of serialized catalogue answers (docs/decisions/015). Each answer is tagged with the
// catalogue version it was built under and kept as a template whose stock counts can be filled in again. Every
// request learns the current version and the 256 stock versions (one per shard of products) from the database in
// one query, shared by the requests that arrive together. An answer whose products' shards have not moved is
// served as it is; one whose shards moved gets the live counts of its products in those shards first (the rest
// keep theirs: docs/decisions/022-spec-shapes-and-paging.md). So neither an edit made through
// any server process nor an order taking stock is ever served stale.
import { createHash } from 'node:crypto';

export interface CachedAnswer {
  /** UTF-8 bytes, encoded once: writing a string would encode it again for every request. */
  body: Buffer;
  etag: string;
  /**
   * The stock shards of the products in the answer, each once; undefined when the cache is off and they are not
   * tracked (any shard may matter). With the catalogue's version they tell when the answer may have changed.
   */
  shards: readonly number[] | undefined;
}

/**
 * The catalogue's version, the stock version of each shard, and the live stock of the products asked about
 * (absent: no such product), all read by one statement.
 */
export interface CatalogSnapshot {
  /**
   * What a cached answer is current for: the catalogue's version and its availability version
   * (docs/decisions/035), as one text.
   */
  version: string;
  /** The catalogue's version alone (moves with an edit of what the storefront shows). */
  catalog: string;
  /** Moves when a product sells out or comes back in stock. */
  availability: string;
  shards: readonly string[];
  stock: ReadonlyMap<string, number>;
}

export type ReadSnapshot = (productIds: readonly string[]) => Promise<CatalogSnapshot>;

/** The shard of a product's stock version: the first byte of its id (SQL: stock_shard(), migration 0014). */
export function stockShard(id: string): number {
  return /^[0-9a-f]{2}/.test(id) ? Number.parseInt(id.slice(0, 2), 16) : 0;
}

/**
 * A built answer: its bytes as last filled in (`answer.body`), and where in them each product's stock count sits,
 * `ids` the products in the same order.
 */
interface Template {
  version: string;
  ids: string[];
  /** The shard of each of `ids`. */
  idShards: number[];
  /** The counts last filled in, in the order of `ids`. */
  stock: number[];
  /**
   * The text holds counts the snapshot does not carry (a product's variants, docs/decisions/037-variants.md): they
   * cannot be filled in, so the answer is current only while its shards stand still, and is built again after.
   */
  fixedCounts: boolean;
  /** Byte offsets in `answer.body` where the count of each of `ids` begins and ends: start, end, start, end, … */
  spans: number[];
  /** The shards of `ids`, each once. */
  shards: number[];
  /** What the entry costs the budget (`entryBytes`). */
  bytes: number;
  /** Hash of the text with its counts left open. */
  tag: string;
  /** The answer as last filled in, and the stock version of each of `shards` its counts are current for. */
  answer: CachedAnswer;
  stamps: string[];
}

export interface CatalogCacheOptions {
  /**
   * Memory the cached answers may hold, counted as they really take it (`entryBytes`); 0 turns the cache off (every
   * answer is built afresh, still with an ETag).
   */
  maxBytes: number;
  /**
   * Keep an answer only when its key is asked for the second time (recently): traffic that never repeats (the
   * shopper's own price bounds, typed queries) then costs neither a template build nor the memory of answers nobody
   * asks for again, while anything asked twice is kept as before (docs/decisions/035). Off: keep every answer.
   */
  keepOnlyRepeated?: boolean;
}

/** How many recently asked keys `keepOnlyRepeated` remembers (as 32-bit hashes) before it starts afresh. */
const SEEN_KEYS = 50_000;

/** FNV-1a: a key's 32-bit hash. Two keys sharing one only means the second is kept on its first answer. */
function keyHash(key: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < key.length; i++) hash = Math.imul(hash ^ key.charCodeAt(i), 0x01000193);
  return hash >>> 0;
}

/** An answer kept nowhere: its bytes and ETag, its shards not tracked. */
function untracked(data: unknown): CachedAnswer {
  const body = Buffer.from(JSON.stringify(data));
  return { body, etag: `"${createHash('sha1').update(body).digest('base64url')}"`, shards: undefined };
}

// What a kept answer costs besides its body's bytes: its key, the entry's objects, and per product its id, shard,
// count and the offsets of its count. Measured with V8's heap after a full collection (catalog-cache-memory.test.ts
// fails when these fall short of what an entry really holds).
const ENTRY_BYTES = 1_024;
const PRODUCT_BYTES = 192;

/**
 * The memory a kept answer holds. Its body is the only buffer it keeps, allocated outside Node's shared buffer
 * pool (`spliceCounts`): a slice of that pool would keep the whole 64 KiB slab it was cut from alive, and a cache
 * that drops its oldest entries while new ones are cut from the same slabs as every request's short-lived
 * buffers then holds several times what it counts (docs/decisions/026, "Memory").
 */
function entryBytes(key: string, template: Template): number {
  return template.answer.body.byteLength + ENTRY_BYTES + key.length * 2 + template.ids.length * PRODUCT_BYTES;
}

export class CatalogCache {
  readonly #readSnapshot: ReadSnapshot;
  readonly #options: CatalogCacheOptions;
  readonly #templates = new Map<string, Template>();
  readonly #building = new Map<string, { version: string; built: Promise<Template> }>();
  #bytes = 0;
  readonly #seen = new Set<number>();
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

  /**
   * The catalogue's version and the stock version of each shard, from a read that started after this call (shared
   * with the requests that arrive together). An answer given after it reflects at least this state.
   */
  snapshot(): Promise<CatalogSnapshot> {
    return this.#snapshot([]);
  }

  /**
   * `build` gives the answer's data, as of the snapshot `asOf` gives it or later (an answer that needs the
   * catalogue's versions asks for it: the one read for this request, or with the cache off a fresh read); every
   * object in it with an `_id` and a `countInStock` is a product (any other `countInStock`, a variant's, makes the
   * answer built again when its products' stock moves). `keep` keeps the answer even on its key's first
   * request (`keepOnlyRepeated`): the server renderer's reads, whose pages are kept by the shards they track.
   */
  async get(
    key: string,
    build: (asOf: () => Promise<CatalogSnapshot>) => Promise<unknown>,
    options: { keep?: boolean } = {},
  ): Promise<CachedAnswer> {
    if (this.#options.maxBytes <= 0) return untracked(await build(() => this.#snapshot([])));
    const snapshot = await this.#snapshot([]);
    const known = this.#templates.get(key);
    if (known && known.version === snapshot.version) {
      const moved = new Set(known.shards.filter((shard, i) => snapshot.shards[shard] !== known.stamps[i]));
      if (moved.size === 0) return known.answer;
      // An order (or a restock) moved some of its shards: the live counts of its products in those shards only (a
      // list of hundreds spans most shards, and a sale moves one), then the same text.
      const fresh = await this.#snapshot(known.ids.filter((_id, i) => moved.has(known.idShards[i] ?? -1)));
      if (fresh.version === known.version && refill(known, fresh, moved)) return known.answer;
    }
    // Concurrent misses of one key under one version share a single build; the others then read live counts,
    // since the build began before their snapshots were read.
    const pending = this.#building.get(key);
    if (pending && pending.version === snapshot.version) {
      const template = await pending.built;
      const fresh = await this.#snapshot(template.ids);
      if (fresh.version === template.version && refill(template, fresh, new Set(template.shards))) {
        return template.answer;
      }
    }
    if (options.keep !== true && this.#options.keepOnlyRepeated && !this.#seenBefore(key)) {
      // The same answer (and ETag) a kept one would be, only not kept.
      return toTemplate(snapshot, await build(async () => snapshot)).answer;
    }
    const built = build(async () => snapshot).then((data) => {
      const template = toTemplate(snapshot, data);
      template.bytes = entryBytes(key, template);
      this.#store(key, template);
      return template;
    });
    this.#building.set(key, { version: snapshot.version, built });
    try {
      return (await built).answer;
    } finally {
      if (this.#building.get(key)?.built === built) this.#building.delete(key);
    }
  }

  /** Whether `key` was asked for recently; notes it if not. */
  #seenBefore(key: string): boolean {
    const hash = keyHash(key);
    if (this.#seen.has(hash)) return true;
    if (this.#seen.size >= SEEN_KEYS) this.#seen.clear();
    this.#seen.add(hash);
    return false;
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

/**
 * Fills in the snapshot's counts of the template's products in `shards`, and stamps those shards with the
 * snapshot's stock versions (read by one statement, so they agree). The other shards keep their counts and stamps:
 * if one moved meanwhile, the next request sees it. False when one of the products read is gone, or when the
 * answer holds counts it cannot fill in (`fixedCounts`) and one of `shards` moved since it was built.
 */
function refill(template: Template, snapshot: CatalogSnapshot, shards: ReadonlySet<number>): boolean {
  if (template.fixedCounts) {
    return template.shards.every(
      (shard, i) => !shards.has(shard) || snapshot.shards[shard] === template.stamps[i],
    );
  }
  const stock = [...template.stock];
  for (const [i, id] of template.ids.entries()) {
    if (!shards.has(template.idShards[i] ?? -1)) continue;
    const count = snapshot.stock.get(id);
    if (count === undefined) return false;
    stock[i] = count;
  }
  fill(template, stock);
  template.stamps = template.shards.map((shard, i) =>
    shards.has(shard) ? (snapshot.shards[shard] ?? '') : (template.stamps[i] ?? ''),
  );
  return true;
}

// A product's count is first written as the string "\u0000", then the text is cut there and the live count goes
// in between. Text that merely looks like the marker sits inside a JSON string, where its quotes are escaped.
const KEY = '"countInStock":';
const MARK = `${KEY}"\\u0000"`;

/**
 * The template of an answer built after `snapshot` was read: its counts are at least as new as the snapshot's
 * stock versions, so a later change of any of its shards is always noticed.
 */
function toTemplate(snapshot: CatalogSnapshot, data: unknown): Template {
  const ids: string[] = [];
  const stock: number[] = [];
  let fixedCounts = false;
  const text = JSON.stringify(data, function (this: unknown, key: string, value: unknown) {
    if (key === 'countInStock' && typeof value === 'number') {
      if (!isProduct(this)) {
        fixedCounts = true;
        return value;
      }
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
  // The text with every count empty, and where each goes: then the counts are filled in like any later ones.
  const open = Buffer.from(pieces.join(KEY));
  const spans: number[] = [];
  let at = 0;
  for (const piece of pieces.slice(0, -1)) {
    at += Buffer.byteLength(piece) + KEY.length;
    spans.push(at, at);
  }
  const idShards = ids.map(stockShard);
  const shards = [...new Set(idShards)];
  const template: Template = {
    version: snapshot.version,
    ids,
    idShards,
    stock,
    fixedCounts,
    spans,
    shards,
    bytes: 0,
    tag: createHash('sha1').update(text).digest('base64url'),
    answer: { body: open, etag: '', shards },
    stamps: shards.map((shard) => snapshot.shards[shard] ?? ''),
  };
  fill(template, stock);
  return template;
}

function isProduct(value: unknown): value is { _id: string } {
  return typeof value === 'object' && value !== null && typeof (value as { _id?: unknown })._id === 'string';
}

/**
 * Writes `stock` (the template's from now on) into its answer: a new body, since the old one may still be being
 * sent, and its ETag.
 */
function fill(template: Template, stock: number[]): void {
  const { body, spans } = spliceCounts(template.answer.body, template.spans, stock);
  template.stock = stock;
  template.spans = spans;
  if (stock.length === 0) {
    template.answer = { body, etag: `"${template.tag}"`, shards: template.shards };
    return;
  }
  // The text's hash and the counts' hash: the same body always has the same tag, without hashing it each time.
  const counts = createHash('sha1').update(stock.join(',')).digest('base64url').slice(0, 12);
  template.answer = { body, etag: `"${template.tag}.${counts}"`, shards: template.shards };
}

/**
 * `body` with the text at each of `spans` replaced by the matching count, in a buffer of its own (not a slice of
 * Node's shared pool: see `entryBytes`), and where the counts now sit.
 */
function spliceCounts(
  body: Buffer,
  spans: readonly number[],
  stock: readonly number[],
): { body: Buffer; spans: number[] } {
  const digits = stock.map(String);
  let size = body.length;
  digits.forEach((count, i) => {
    size += count.length - ((spans[2 * i + 1] ?? 0) - (spans[2 * i] ?? 0));
  });
  const out = Buffer.allocUnsafeSlow(size);
  const next: number[] = [];
  let from = 0;
  let at = 0;
  digits.forEach((count, i) => {
    at += body.copy(out, at, from, spans[2 * i]);
    next.push(at);
    at += out.write(count, at, 'latin1');
    next.push(at);
    from = spans[2 * i + 1] ?? from;
  });
  body.copy(out, at, from);
  return { body: out, spans: next };
}

/** RFC 9110 §13.1.2: If-None-Match holds `*` or a list of entity tags, compared weakly. */
export function matchesIfNoneMatch(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  if (header.trim() === '*') return true;
  return header.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag);
}
