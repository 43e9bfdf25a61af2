// Files written whole or not at all: the bytes go under a temporary name beside the target and are renamed into
// place, so no reader, in this process or another, ever sees half a file.
import { randomUUID } from 'node:crypto';
import { mkdir, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';

/** How a temporary file's name ends: a folder's sweep can tell them from finished files. */
export const TEMP_FILE_SUFFIX = '.tmp';

/** Writes `bytes` to `target` atomically, making its folder first; a failed write leaves no temporary file. */
export async function writeFileAtomically(target: string, bytes: Buffer): Promise<void> {
  await mkdir(path.dirname(target), { recursive: true });
  const temp = `${target}.${process.pid}-${randomUUID()}${TEMP_FILE_SUFFIX}`;
  try {
    await writeFile(temp, bytes);
    await rename(temp, target);
  } catch (error) {
    await rm(temp, { force: true });
    throw error;
  }
}
