// In-process cache of serialized catalogue answers with their ETags (docs/decisions/016). Each answer is tagged
// with the catalogue version it was built under; every request first learns the current version from the
// database, so an edit made through any server process is never served stale. Many requests arriving together
// share one version read, which keeps that check cheap under load.
import { createHash } from 'node:crypto';

export interface CachedAnswer {
  /** UTF-8 bytes, encoded once: writing a string would encode it again for every request. */
  body: Buffer;
  etag: string;
}

interface Entry extends CachedAnswer {
  version: string;
  /** When an answer showing stock counts is rebuilt (performance.now() time). */
  staleAt: number;
  bytes: number;
}

export interface CatalogCacheOptions {
  /** Budget for cached bodies; 0 turns the cache off (every answer is built afresh, still with an ETag). */
  maxBytes: number;
  /**
   * How long an answer that shows stock counts may be served: orders change counts without bumping the
   * version (only selling out does), so such answers are rebuilt at least this often.
   */
  stockMaxAgeMs: number;
}

export class CatalogCache {
  readonly #readVersion: () => Promise<string>;
  readonly #options: CatalogCacheOptions;
  readonly #entries = new Map<string, Entry>();
  readonly #building = new Map<string, { version: string; answer: Promise<Entry> }>();
  #bytes = 0;
  #reading: Promise<string> | undefined;
  #queued: Promise<string> | undefined;

  constructor(readVersion: () => Promise<string>, options: CatalogCacheOptions) {
    this.#readVersion = readVersion;
    this.#options = options;
  }

  /**
   * The version as of a read that started after this call: a request that arrives while a read is in flight
   * waits for the next one (that read might predate a write the caller has already seen committed).
   */
  #version(): Promise<string> {
    if (!this.#reading) {
      this.#reading = this.#readVersion().finally(() => {
        this.#reading = undefined;
      });
      return this.#reading;
    }
    if (!this.#queued) {
      this.#queued = this.#reading
        .catch(() => undefined)
        .then(() => {
          this.#queued = undefined;
          return this.#version();
        });
    }
    return this.#queued;
  }

  async get(key: string, showsStock: boolean, build: () => Promise<string>): Promise<CachedAnswer> {
    if (this.#options.maxBytes <= 0) return withEtag(await build());
    const version = await this.#version();
    const now = performance.now();
    const hit = this.#entries.get(key);
    if (hit && hit.version === version && (!showsStock || now < hit.staleAt)) {
      return hit;
    }
    // Concurrent misses of one key under one version share a single build.
    const pending = this.#building.get(key);
    if (pending && pending.version === version) return pending.answer;
    const answer = build().then((body) => {
      // Between 75% and 100% of the maximum age, so entries built together do not all expire together.
      const staleAt = now + this.#options.stockMaxAgeMs * (0.75 + Math.random() / 4);
      const answer = withEtag(body);
      const entry: Entry = { ...answer, version, staleAt, bytes: answer.body.length };
      this.#store(key, entry);
      return entry;
    });
    this.#building.set(key, { version, answer });
    try {
      return await answer;
    } finally {
      if (this.#building.get(key)?.answer === answer) this.#building.delete(key);
    }
  }

  #store(key: string, entry: Entry): void {
    const old = this.#entries.get(key);
    if (old) {
      this.#bytes -= old.bytes;
      this.#entries.delete(key);
    }
    if (entry.bytes > this.#options.maxBytes / 4) return;
    this.#entries.set(key, entry);
    this.#bytes += entry.bytes;
    // Oldest first: a Map iterates in insertion order, and a rebuilt entry moves to the end.
    for (const [oldKey, oldEntry] of this.#entries) {
      if (this.#bytes <= this.#options.maxBytes) break;
      this.#entries.delete(oldKey);
      this.#bytes -= oldEntry.bytes;
    }
  }
}

function withEtag(text: string): CachedAnswer {
  const body = Buffer.from(text);
  return { body, etag: `"${createHash('sha1').update(body).digest('base64url')}"` };
}

/** RFC 9110 §13.1.2: If-None-Match holds `*` or a list of entity tags, compared weakly. */
export function matchesIfNoneMatch(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  if (header.trim() === '*') return true;
  return header.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag);
}
