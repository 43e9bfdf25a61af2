// Shortcuts for review tests: photos made with sharp, and multipart requests built with the platform's
// FormData (no form-data package), sent through app.inject().
import { readdir } from 'node:fs/promises';
import path from 'node:path';
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

export async function postReview(
  t: TestApp,
  token: string | undefined,
  fields: Record<string, string | string[]>,
  files: readonly Upload[] = [],
) {
  const body = await multipart(fields, files);
  const auth = token === undefined ? {} : bearer(token);
  return t.app.inject({
    method: 'POST',
    url: '/api/reviews',
    payload: body.payload,
    headers: { ...body.headers, ...auth },
  });
}

export async function putReview(
  t: TestApp,
  token: string | undefined,
  reviewId: string,
  fields: Record<string, string | string[]>,
  files: readonly Upload[] = [],
) {
  const body = await multipart(fields, files);
  const auth = token === undefined ? {} : bearer(token);
  return t.app.inject({
    method: 'PUT',
    url: `/api/reviews/${reviewId}`,
    payload: body.payload,
    headers: { ...body.headers, ...auth },
  });
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
