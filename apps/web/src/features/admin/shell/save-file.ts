// Saves a file fetched with apiDownload through a Blob link: the admin's exports need the bearer token, so a
// plain link cannot fetch them.
import type { Download } from '../../../lib/api-client.ts';

/** Starts the browser's download under the server's suggested name, else `fallbackName`; returns the name. */
export function saveFile(
  { blob, filename }: Pick<Download, 'blob' | 'filename'>,
  fallbackName: string,
): string {
  const name = filename ?? fallbackName;
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked on the next task: the click has started the download by then.
  setTimeout(() => URL.revokeObjectURL(url), 0);
  return name;
}
