// GET /api/admin/products/export?format=json|csv: the whole catalogue as a file. The route needs the bearer
// token, so a plain link cannot fetch it: the file is read here and saved through a Blob link.
import { useMutation } from '@tanstack/react-query';
import { apiDownload } from '../../../../lib/api-client.ts';
import { saveFile } from '../../shell/save-file.ts';

export type ExportFormat = 'json' | 'csv';

export async function exportProducts(format: ExportFormat): Promise<string> {
  const file = await apiDownload(
    `/api/admin/products/export?format=${format}`,
    'Could not export the products',
  );
  return saveFile(file, `products.${format}`);
}

export function useExportProducts() {
  return useMutation({ mutationFn: exportProducts });
}
