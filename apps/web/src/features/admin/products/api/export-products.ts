// GET /api/admin/products/export?format=json|csv: the whole catalogue as a file. The route needs the bearer
// token, so a plain link cannot fetch it: the file is read here and saved through a Blob link.
import { useMutation } from '@tanstack/react-query';
import { authorizedFetch, readJson, requestError } from './admin-fetch.ts';

export type ExportFormat = 'json' | 'csv';

/** The file name the server suggests (`products-2025-01-31.csv`), else one of our own. */
export function exportFileName(disposition: string | null, format: ExportFormat): string {
  const named = disposition ? /filename="?([^";]+)"?/i.exec(disposition)?.[1] : undefined;
  return named ?? `products.${format}`;
}

function save(blob: Blob, name: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked on the next task: the click has started the download by then.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

export async function exportProducts(format: ExportFormat): Promise<string> {
  const response = await authorizedFetch(`/api/admin/products/export?format=${format}`);
  if (!response.ok)
    throw requestError(response.status, await readJson(response), 'Could not export the products');
  const name = exportFileName(response.headers.get('content-disposition'), format);
  save(await response.blob(), name);
  return name;
}

export function useExportProducts() {
  return useMutation({ mutationFn: exportProducts });
}
