// GET /api/admin/tax/invoices.csv?month=… and /credit-notes.csv?month=… → a month's tax invoice lines, or the lines
// its credit notes credit, as one CSV file for the GST return (docs/decisions/029-gst-tax-invoices.md), saved
// through a Blob link. A month larger than one answer comes in parts (each names the next): they are joined here.
import { MAX_INVOICE_CSV_PAGE } from '@shop/shared/admin-tax.schemas';
import { useMutation } from '@tanstack/react-query';
import { apiDownload } from '../../../../lib/api-client.ts';
import { saveFile } from '../../shell/save-file.ts';

type TaxExport = 'invoices' | 'credit-notes';

const FAILURES: Record<TaxExport, string> = {
  invoices: 'Could not export the invoices',
  'credit-notes': 'Could not export the credit notes',
};

/** The parts as one CSV file: the first with its header row, the others without theirs (the same header). */
export function joinCsvParts(parts: readonly string[]): Blob {
  return new Blob(
    parts.map((part, index) => (index === 0 ? part : part.slice(part.indexOf('\n') + 1))),
    { type: 'text/csv;charset=utf-8' },
  );
}

/**
 * Every part of the month's export, following each answer's next page; the file name of the first. A part named
 * twice, or more parts than the server has pages, fails the download (the page says it could not export) rather
 * than saving a file that may be cut short.
 */
export async function fetchMonthCsv(
  kind: TaxExport,
  month: string,
): Promise<{ file: Blob; filename: string | undefined }> {
  const parts: string[] = [];
  const asked = new Set<string>();
  let filename: string | undefined;
  let path: string | undefined = `/api/admin/tax/${kind}.csv?month=${encodeURIComponent(month)}`;
  while (path) {
    if (asked.has(path) || asked.size >= MAX_INVOICE_CSV_PAGE) {
      throw new Error(`${FAILURES[kind]}: the parts of ${month} do not end`);
    }
    asked.add(path);
    const part = await apiDownload(path, FAILURES[kind]);
    filename ??= part.filename;
    parts.push(await part.blob.text());
    path = part.next;
  }
  return { file: joinCsvParts(parts), filename };
}

async function downloadMonthCsv(kind: TaxExport, month: string): Promise<string> {
  const { file, filename } = await fetchMonthCsv(kind, month);
  return saveFile({ blob: file, filename }, `${kind}-${month}.csv`);
}

export function useDownloadInvoices() {
  return useMutation({ mutationFn: (month: string) => downloadMonthCsv('invoices', month) });
}

export function useDownloadCreditNotes() {
  return useMutation({ mutationFn: (month: string) => downloadMonthCsv('credit-notes', month) });
}
