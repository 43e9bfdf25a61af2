// POST /api/admin/products/import?dryRun=…: a JSON or CSV file as the `file` field of a form. Both a dry run and
// a refused import answer the same report (a refused one with a 400), so the report is read either way.
import { type ImportReport, importReportSchema } from '@shop/shared/admin.schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError, apiFetch } from '../../../../lib/api-client.ts';
import { adminProductsKey } from './product-keys.ts';

export async function importProducts(file: File, dryRun: boolean): Promise<ImportReport> {
  const form = new FormData();
  form.append('file', file, file.name);
  try {
    return await apiFetch<ImportReport>(`/api/admin/products/import?dryRun=${dryRun}`, {
      method: 'POST',
      body: form,
      fallbackMessage: 'Could not read the import file',
    });
  } catch (error) {
    const report = error instanceof ApiError ? importReportSchema.safeParse(error.body) : undefined;
    if (report?.success) return report.data;
    throw error;
  }
}

export function useImportProducts() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ file, dryRun }: { file: File; dryRun: boolean }) => importProducts(file, dryRun),
    onSuccess: (report) => {
      if (report.imported) void queryClient.invalidateQueries({ queryKey: adminProductsKey });
    },
  });
}
