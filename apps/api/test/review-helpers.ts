// Shortcuts for review tests: photos made with sharp, and multipart requests built with the platform's
// FormData (no form-data package), sent through app.inject().
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { crc32, deflateSync } from 'node:zlib';
import sharp from 'sharp';
import { bearer } from './account-helpers.ts';
import type { TestApp } from './test-app.ts';

export interface Upload {
  bytes: Buffer;
  name: string;
  type: string;
}

/** A solid-colour photo of the given format and size. */
export async function photo(
  format: 'jpeg' | 'png' | 'webp' | 'gif' = 'jpeg',
  width = 64,
  height = 48,
): Promise<Upload> {
  const bytes = await sharp({ create: { width, height, channels: 3, background: { r: 200, g: 80, b: 40 } } })
    .toFormat(format)
    .toBuffer();
  return { bytes, name: `photo.${format === 'jpeg' ? 'jpg' : format}`, type: `image/${format}` };
}

/**
 * A black-and-white PNG of `width` × `height` pixels whose rows are all zero: a few KB on the wire that would decode
 * to `width × height` pixels (a decompression bomb). Built by hand, as sharp would have to make every pixel.
 */
export function hugePng(width: number, height: number): Upload {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.writeUInt8(1, 8); // bit depth 1, colour type 0 (grey), default compression, filter and interlace
  // Each row: filter byte 0, then one bit a pixel.
  const rows = Buffer.alloc((1 + Math.ceil(width / 8)) * height);
  const bytes = Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
  return { bytes, name: 'huge.png', type: 'image/png' };
}

export async function multipart(
  fields: Record<string, string | string[]>,
  files: readonly Upload[] = [],
): Promise<{ payload: Buffer; headers: Record<string, string> }> {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) {
    for (const one of Array.isArray(value) ? value : [value]) form.append(name, one);
  }
  for (const file of files) {
    form.append('images', new Blob([new Uint8Array(file.bytes)], { type: file.type }), file.name);
  }
  const response = new Response(form);
  const contentType = response.headers.get('content-type');
  if (!contentType) throw new Error('FormData gave no content type');
  return { payload: Buffer.from(await response.arrayBuffer()), headers: { 'content-type': contentType } };
}

export function postReview(
  t: TestApp,
  token: string | undefined,
  fields: Record<string, string | string[]>,
  files: readonly Upload[] = [],
) {
  return sendReviewForm(t, 'POST', '/api/reviews', token, fields, files);
}

export function putReview(
  t: TestApp,
  token: string | undefined,
  reviewId: string,
  fields: Record<string, string | string[]>,
  files: readonly Upload[] = [],
) {
  return sendReviewForm(t, 'PUT', `/api/reviews/${reviewId}`, token, fields, files);
}

/** A review form (fields and photos) sent as multipart, signed in with `token` when there is one. */
async function sendReviewForm(
  t: TestApp,
  method: 'POST' | 'PUT',
  url: string,
  token: string | undefined,
  fields: Record<string, string | string[]>,
  files: readonly Upload[],
) {
  const body = await multipart(fields, files);
  const auth = token === undefined ? {} : bearer(token);
  return t.app.inject({ method, url, payload: body.payload, headers: { ...body.headers, ...auth } });
}

/** Every file stored under the app's uploads folder (relative paths, sorted). */
export async function storedUploads(t: TestApp): Promise<string[]> {
  const dir = path.join(t.config.dataDir, 'uploads');
  try {
    const entries = await readdir(dir, { recursive: true, withFileTypes: true });
    return entries
      .filter((entry) => entry.isFile())
      .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)))
      .sort();
  } catch {
    return [];
  }
}

/** The product's average and count as the product page shows them. */
export async function productRating(t: TestApp, productId: string) {
  const body = (await t.app.inject({ method: 'GET', url: `/api/products/${productId}` })).json();
  return { cumulativeRating: body.cumulativeRating, numReviews: body.numReviews };
}

/**
 * A review's photos as pairs: `images` holds the photos' addresses (docs/product.md#reviews), `thumbnails` their small
 * versions in the same order.
 */
export function photosOf(review: { images: string[]; thumbnails: string[] }) {
  return review.images.map((url, i) => ({ url, thumbnailUrl: review.thumbnails[i] ?? '' }));
}
