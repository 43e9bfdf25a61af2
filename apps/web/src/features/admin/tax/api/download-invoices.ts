// GET /api/admin/tax/invoices.csv?month=… → a month's tax invoice lines as a CSV file for the GST return
// (docs/decisions/029-gst-tax-invoices.md), saved through a Blob link.
import { useMutation } from '@tanstack/react-query';
import { apiDownload } from '../../../../lib/api-client.ts';
import { saveFile } from '../../shell/save-file.ts';

export async function downloadInvoices(month: string): Promise<string> {
  const file = await apiDownload(
    `/api/admin/tax/invoices.csv?month=${encodeURIComponent(month)}`,
    'Could not export the invoices',
  );
  return saveFile(file, `invoices-${month}.csv`);
}

export function useDownloadInvoices() {
  return useMutation({ mutationFn: downloadInvoices });
}
