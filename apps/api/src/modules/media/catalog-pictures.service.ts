// Which pictures belong to the catalogue (docs/decisions/018-picture-work-limits.md): those a product names
// (archived products too: old orders show them), a banner names, or an order line kept after its product changed
// pictures, plus the stock pictures of products without any. Held in memory as picture keys (`pan-40-0`); at most
// 35 motifs × 360 hues × 4 views of them exist, so the set stays small whatever the catalogue's size.
import { STOCK_IMAGES } from '@shop/shared/images';
import type { Db } from '../../db/database.ts';
import { type Art, parseCatalogImageName, pictureKey } from './catalog-image-name.lib.ts';
import * as repository from './catalog-pictures.repository.ts';

export interface CatalogPictures {
  /** Whether the picture `art` shows belongs to the catalogue as it is now. */
  includes(art: Art): Promise<boolean>;
}

const URL_PREFIX = '/media/catalog/';
// After a full read that took d, the next waits until 9 × d has passed: at most a tenth of the time.
const RELOAD_SPACING = 9;

/**
 * A name in the set answers at once. A name not in it costs one read of the catalogue version, and when that moved
 * (a product, banner, review total or featured list changed: migration 0011) one read of every picture name, shared
 * by the requests waiting for it. So a made-up name costs a one-row read, never a render. That full read takes
 * about 5 ms on the demo catalogue and 0.5–1 s on 100,000 products with a million order lines, so reads are spaced:
 * the database spends at most a tenth of its time on them however often the version moves.
 */
export function createCatalogPictures(db: Db): CatalogPictures {
  let known: { version: bigint; keys: Set<string> } | undefined;
  let reloading: Promise<void> | undefined;
  let nextReloadAt = 0;
  const freshVersion = sharedFreshRead(async () => BigInt(await repository.catalogVersion(db)));

  async function reloadNow(): Promise<void> {
    const wait = nextReloadAt - Date.now();
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    const started = Date.now();
    const { version, urls } = await repository.cataloguePictureUrls(db);
    known = { version: BigInt(version), keys: keysOf([...urls, ...STOCK_IMAGES]) };
    nextReloadAt = Date.now() + RELOAD_SPACING * (Date.now() - started);
  }

  function reload(): Promise<void> {
    reloading ??= reloadNow().finally(() => {
      reloading = undefined;
    });
    return reloading;
  }

  return {
    async includes(art) {
      const key = pictureKey(art);
      if (known?.keys.has(key)) return true;
      const version = await freshVersion();
      // A reload that started before `version` was read may predate it: then one more.
      while (!known || known.version < version) await reload();
      return known.keys.has(key);
    },
  };
}

function keysOf(urls: readonly string[]): Set<string> {
  const keys = new Set<string>();
  for (const url of urls) {
    const name = url.startsWith(URL_PREFIX) ? parseCatalogImageName(url.slice(URL_PREFIX.length)) : undefined;
    if (name?.format === 'svg') keys.add(pictureKey(name));
  }
  return keys;
}

/**
 * `read`, shared by concurrent callers, yet always from a read that started after the call: a caller arriving
 * while a read is in flight waits for the next one (the one in flight may predate a change the caller has seen).
 */
function sharedFreshRead<T>(read: () => Promise<T>): () => Promise<T> {
  let running: Promise<T> | undefined;
  let next: Promise<T> | undefined;
  function start(): Promise<T> {
    const reading = read();
    running = reading;
    const clear = () => {
      if (running === reading) running = undefined;
    };
    reading.then(clear, clear);
    return reading;
  }
  return () => {
    if (!running) return start();
    next ??= running
      .catch(() => undefined)
      .then(() => {
        next = undefined;
        return start();
      });
    return next;
  };
}
