// Issue 50: a picture of an odd shape never takes the real server process down (docs/reliability.md). A tall
// 1000 × 20000 PNG (20 MP, under the 24 MP limit: a long size chart) used to end the process with an unhandled
// rejection, as WebP holds at most 16,383 px a side. Each picture is sent to a real server process, which must
// answer a 4xx or store it, and answer /api/health afterwards.
import { imageVariant } from '@shop/shared/images';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useAdmin } from '../../test/admin-helpers.ts';
import { hugePng, multipart, type Upload } from '../../test/review-helpers.ts';
import { type ServerProcess, startServer } from '../../test/server-process.ts';
import { useTestApp } from '../../test/test-app.ts';

const t = useTestApp({ template: 'empty' });
const boss = useAdmin(t);
let server: ServerProcess;

beforeAll(async () => {
  server = await startServer({ databaseUrl: t.databaseUrl });
});
afterAll(async () => {
  server.child.kill('SIGTERM');
  await server.exited;
});

async function upload(file: Upload): Promise<{ status: number; body: string }> {
  const form = await multipart({}, [file]);
  const response = await fetch(`${server.baseUrl}/api/admin/uploads`, {
    method: 'POST',
    headers: { ...form.headers, ...boss.headers },
    body: new Uint8Array(form.payload),
  });
  return { status: response.status, body: await response.text() };
}

async function healthStatus(): Promise<number> {
  return (await fetch(`${server.baseUrl}/api/health`)).status;
}

describe('pictures of odd shapes sent to the real server process', () => {
  it('stores a 1000 × 20000 PNG, and the server still answers', async () => {
    const answer = await upload(hugePng(1000, 20_000));
    expect(answer.status, `${answer.body}\n${server.output()}`).toBe(201);
    expect(await healthStatus(), server.output()).toBe(200);
    // Its widest variant is as tall as WebP allows, and narrower.
    const [url = ''] = (JSON.parse(answer.body) as { images: string[] }).images;
    const widest = await fetch(`${server.baseUrl}${imageVariant(url, 1200)}`);
    expect(widest.status).toBe(200);
    const size = await sharp(Buffer.from(await widest.arrayBuffer())).metadata();
    expect([size.width, size.height]).toEqual([819, 16_383]);
  });

  it('answers a 1 × 24,000,000 PNG with a 4xx, and the server still answers', async () => {
    const answer = await upload(hugePng(1, 24_000_000));
    expect(answer.status, `${answer.body}\n${server.output()}`).toBeGreaterThanOrEqual(400);
    expect(answer.status).toBeLessThan(500);
    expect(JSON.parse(answer.body)).toHaveProperty('message');
    expect(await healthStatus(), server.output()).toBe(200);
  });
});
