// GET /api/admin/tax/credit-notes.csv?month=… → the lines credited by a month's credit notes as a CSV file for the
// GST return (docs/decisions/029-gst-tax-invoices.md), saved through a Blob link.
import { useMutation } from '@tanstack/react-query';
import { apiDownload } from '../../../../lib/api-client.ts';
import { saveFile } from '../../shell/save-file.ts';

export async function downloadCreditNotes(month: string): Promise<string> {
  const file = await apiDownload(
    `/api/admin/tax/credit-notes.csv?month=${encodeURIComponent(month)}`,
    'Could not export the credit notes',
  );
  return saveFile(file, `credit-notes-${month}.csv`);
}

export function useDownloadCreditNotes() {
  return useMutation({ mutationFn: downloadCreditNotes });
}
