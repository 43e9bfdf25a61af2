// Picks where review photos go (docs/product.md#reviews): an S3-compatible bucket when S3_* is configured, otherwise
// DATA_DIR/uploads, which the API then serves itself (`kind` tells app.ts whether to mount that route).
import type { Config } from '../config.ts';
import { createS3Storage, type S3Storage } from './s3-storage.ts';
import { createLocalStorage, type LocalStorage } from './storage.ts';

export function createStorage(config: Pick<Config, 'storage'>): LocalStorage | S3Storage {
  const { storage } = config;
  if (storage.kind === 'local') return createLocalStorage(storage.dir);
  return createS3Storage(storage);
}
