// Reads a multipart form into text fields and file buffers within limits. Every way a form can be refused (a
// limit passed, a bad boundary, a cut-off body, an unexpected file field) becomes a 400 `{ message }`, never a
// 413 or a 500; files stay in memory until the caller has checked them all, so a refused form writes nothing.
import type { FastifyRequest } from 'fastify';
import { AppError } from './app-error.ts';

export interface FormLimits {
  fileSize: number;
  files: number;
  fields: number;
  fieldSize: number;
  fieldNameSize: number;
  parts: number;
}

export interface FormRules {
  limits: FormLimits;
  /** The one field name files may have. */
  fileField: string;
  /** Text fields that keep every value sent; the others keep their first. */
  repeatedFields?: ReadonlySet<string>;
  messages: { notMultipart: string; unreadable: string; fileTooLarge: string; tooManyFiles: string };
}

export interface MultipartForm {
  fields: Record<string, string | string[]>;
  /** Each file's bytes in the order sent; nothing has looked at their type yet. */
  files: Buffer[];
}

export async function readMultipartForm(request: FastifyRequest, rules: FormRules): Promise<MultipartForm> {
  if (!request.isMultipart()) throw new AppError('INVALID', rules.messages.notMultipart);
  const values = new Map<string, string[]>();
  const files: Buffer[] = [];
  try {
    for await (const part of request.parts({ limits: rules.limits })) {
      if (part.type === 'field') {
        if (part.valueTruncated || part.fieldnameTruncated || typeof part.value !== 'string') {
          throw new AppError('INVALID', rules.messages.unreadable);
        }
        values.set(part.fieldname, [...(values.get(part.fieldname) ?? []), part.value]);
        continue;
      }
      if (part.fieldname !== rules.fileField) throw new AppError('INVALID', rules.messages.unreadable);
      const bytes = await part.toBuffer();
      // A browser sends an empty, nameless file part for a file input left empty.
      if (bytes.length === 0 && !part.filename) continue;
      files.push(bytes);
    }
  } catch (error) {
    throw toFormError(error, rules);
  }
  const fields: MultipartForm['fields'] = {};
  for (const [name, list] of values) {
    const first = list[0];
    if (rules.repeatedFields?.has(name)) fields[name] = list;
    else if (first !== undefined) fields[name] = first;
  }
  return { fields, files };
}

function toFormError(error: unknown, rules: FormRules): AppError {
  if (error instanceof AppError) return error;
  const code = error instanceof Error && 'code' in error ? String(error.code) : '';
  // @fastify/multipart's codes, each answered with a message the sender can act on; anything else here is the
  // client's form (bad boundary, cut-off body, too many parts), not a server fault.
  if (code === 'FST_REQ_FILE_TOO_LARGE') return new AppError('INVALID', rules.messages.fileTooLarge);
  if (code === 'FST_FILES_LIMIT') return new AppError('INVALID', rules.messages.tooManyFiles);
  return new AppError('INVALID', rules.messages.unreadable);
}
