// Compressed answers for clients that ask (a phone's first load is mostly scripts and JSON). Brotli at quality 5
// costs about what gzip does per answer; the web app's hashed assets come precompressed from the build at the
// highest quality instead (@fastify/static `preCompressed`), and an answer that already has a Content-Encoding
// is left alone.
import { constants } from 'node:zlib';
import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

export async function registerCompression(app: FastifyInstance): Promise<void> {
  await app.register(compress, {
    encodings: ['br', 'gzip'],
    threshold: 1024,
    brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } },
    zlibOptions: { level: 6 },
  });
}
