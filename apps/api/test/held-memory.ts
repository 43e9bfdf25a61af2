// What the process really holds, for tests of caches' byte budgets: memory in JavaScript objects and in buffers'
// bytes, measured after full garbage collections so only what is still referenced counts.
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';

setFlagsFromString('--expose-gc');
// V8 drops the bytecode of functions left unused for a few collections, which would shrink the heap by megabytes
// while a test fills a cache and hide what the cache holds.
setFlagsFromString('--no-flush-bytecode');
const collect = runInNewContext('gc') as () => void;

/** Bytes of the V8 heap in use plus bytes of ArrayBuffers (Buffers), after two full collections. */
export function heldBytes(): number {
  collect();
  collect();
  const { heapUsed, arrayBuffers } = process.memoryUsage();
  return heapUsed + arrayBuffers;
}
