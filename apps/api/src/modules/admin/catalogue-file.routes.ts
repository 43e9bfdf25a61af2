// Catalogue export and import (docs/decisions/013-shop-admin.md). The import takes a JSON array or a CSV file as the
// raw body (application/json, text/csv or text/plain) or as the `file` field of a multipart form.
import { Readable } from 'node:stream';
import multipart from '@fastify/multipart';
import {
  exportQuerySchema,
  importQuerySchema,
  importReportSchema,
  MAX_IMPORT_BYTES,
} from '@shop/shared/admin.schemas';
import { errorSchema } from '@shop/shared/common.schemas';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../lib/app-error.ts';
import { errorResponses } from '../../lib/error-responses.ts';
import { type FormRules, readMultipartForm } from '../../lib/multipart-form.ts';
import type { AuthGuard } from '../auth/auth.guard.ts';
import type { AdminDeps } from './admin.deps.ts';
import { exportCsv, exportJson } from './product-export.service.ts';
import { importProducts } from './product-import.service.ts';

const IMPORT_FORM: FormRules = {
  limits: { fileSize: MAX_IMPORT_BYTES, files: 1, fields: 5, fieldSize: 1024, fieldNameSize: 100, parts: 6 },
  fileField: 'file',
  messages: {
    notMultipart: 'Send the file as the request body or as the "file" field of a form',
    unreadable: 'The upload could not be read',
    fileTooLarge: `The file must be at most ${MAX_IMPORT_BYTES / (1024 * 1024)} MB`,
    tooManyFiles: 'Send one file at a time',
  },
};

const utf8 = new TextDecoder('utf-8', { fatal: true });

async function importText(request: FastifyRequest): Promise<string> {
  if (typeof request.body === 'string') return request.body;
  const { files } = await readMultipartForm(request, IMPORT_FORM);
  const [file] = files;
  if (!file) throw new AppError('INVALID', 'Choose a file to import (form field "file")');
  try {
    return utf8.decode(file);
  } catch {
    throw new AppError('INVALID', 'The file must be UTF-8 text');
  }
}

export function catalogueFileRoutes(deps: AdminDeps, guard: AuthGuard): FastifyPluginAsyncZod {
  return async (app) => {
    const tags = ['admin'];
    // This plugin's bodies are files: kept as text (JSON too, so problems can name their line), or multipart.
    app.removeAllContentTypeParsers();
    app.addContentTypeParser(
      ['application/json', 'text/csv', 'text/plain'],
      { parseAs: 'string', bodyLimit: MAX_IMPORT_BYTES },
      (_request, body, done) => done(null, body),
    );
    await app.register(multipart);

    app.get(
      '/api/admin/products/export',
      {
        schema: {
          tags,
          querystring: exportQuerySchema,
          // A stream, which Fastify sends as it is: rows of productImportRowSchema, as JSON or CSV.
          response: { 200: z.unknown(), ...errorResponses },
        },
      },
      async (request, reply) => {
        const { format } = request.query;
        const day = new Date().toISOString().slice(0, 10);
        const chunks = format === 'csv' ? exportCsv(deps.db) : exportJson(deps.db);
        return reply
          .header(
            'content-type',
            format === 'csv' ? 'text/csv; charset=utf-8' : 'application/json; charset=utf-8',
          )
          .header('content-disposition', `attachment; filename="products-${day}.${format}"`)
          .header('cache-control', 'no-store')
          .send(Readable.from(chunks));
      },
    );

    app.post(
      '/api/admin/products/import',
      {
        bodyLimit: MAX_IMPORT_BYTES,
        schema: {
          tags,
          consumes: ['application/json', 'text/csv', 'multipart/form-data'],
          querystring: importQuerySchema,
          response: {
            ...errorResponses,
            200: importReportSchema,
            400: z.union([importReportSchema, errorSchema]),
          },
        },
      },
      async (request, reply) => {
        const text = await importText(request);
        const report = await importProducts(deps.db, await guard.userId(request), text, request.query.dryRun);
        // A refused import is bad input: 400, with the same report listing every bad row.
        return reply.status(report.problems.length > 0 && !report.dryRun ? 400 : 200).send(report);
      },
    );
  };
}
