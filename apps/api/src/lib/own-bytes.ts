// Bytes that a long-lived cache keeps, in memory of their own. Node cuts a buffer under half of `Buffer.poolSize`
// (64 KiB in Node 24) from a shared slab: Buffer.from, Buffer.concat and zlib's output all do. A slice keeps its
// whole slab alive, and a cache that keeps one slice of a slab whose other slices were short-lived (every request
// makes some) holds several times the bytes it counts (docs/decisions/026-catalogue-varied-traffic.md, "Memory").

/** `text` as UTF-8 in a buffer of exactly its size, sharing no memory. */
export function ownBytes(text: string): Buffer {
  const bytes = Buffer.allocUnsafeSlow(Buffer.byteLength(text));
  bytes.write(text);
  return bytes;
}

/** A copy of `bytes` in a buffer of exactly its size, sharing no memory. */
export function ownCopy(bytes: Uint8Array): Buffer {
  const copy = Buffer.allocUnsafeSlow(bytes.byteLength);
  copy.set(bytes);
  return copy;
}
