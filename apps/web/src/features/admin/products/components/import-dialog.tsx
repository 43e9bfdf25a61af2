// Catalogue import: choosing a file runs a dry run, which lists every bad row; only a clean dry run offers the
// real import, which writes all rows or none (docs/decisions/013).
import type { ImportReport } from '@shop/shared/admin.schemas';
import { Upload } from 'lucide-react';
import { type ChangeEvent, useId, useState } from 'react';
import { FormAlert } from '../../../../components/form-alert.tsx';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogTitle,
  DialogTrigger,
} from '../../../../components/ui/dialog.tsx';
import { errorMessage } from '../../../../lib/api-client.ts';
import { toast } from '../../../../lib/toast.ts';
import { AdminButton, inputClass, labelClass } from '../../shell/admin-ui.tsx';
import { useImportProducts } from '../api/import-products.ts';
import { ImportProblems } from './import-problems.tsx';
import { ImportStockChanges } from './import-stock-changes.tsx';

function Report({ report }: { report: ImportReport }) {
  if (report.problems.length > 0) {
    return (
      <div className="space-y-3">
        <FormAlert>{report.message}</FormAlert>
        <ImportProblems problems={report.problems} />
      </div>
    );
  }
  return (
    <div className="space-y-3">
      <p role="status" className="rounded-lg bg-green-50 p-3 text-sm text-green-900">
        {report.rows === 0 ? 'The file holds no products.' : report.message}
      </p>
      {report.stockChanges.length > 0 && <ImportStockChanges changes={report.stockChanges} />}
    </div>
  );
}

export function ImportDialog() {
  const [open, setOpen] = useState(false);
  const [file, setFile] = useState<File>();
  const [report, setReport] = useState<ImportReport>();
  const importer = useImportProducts();
  const fileId = useId();
  const hintId = useId();

  const reset = () => {
    setFile(undefined);
    setReport(undefined);
    importer.reset();
  };

  const check = (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = event.target.files?.[0];
    setReport(undefined);
    setFile(chosen);
    if (chosen) importer.mutate({ file: chosen, dryRun: true }, { onSuccess: setReport });
  };

  const runImport = () => {
    if (!file) return;
    importer.mutate(
      { file, dryRun: false },
      {
        onSuccess: (result) => {
          if (result.imported) {
            toast.success(result.message);
            setOpen(false);
            reset();
          } else setReport(result);
        },
      },
    );
  };

  const clean = report?.dryRun === true && report.problems.length === 0 && report.rows > 0;
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next) reset();
        setOpen(next);
      }}
    >
      <DialogTrigger asChild>
        <AdminButton variant="secondary">
          <Upload aria-hidden="true" className="h-4 w-4" />
          Import
        </AdminButton>
      </DialogTrigger>
      <DialogContent width="xl">
        <DialogTitle>Import products</DialogTitle>
        <DialogDescription>
          A JSON or CSV file in the export's format. A row with a known id updates that product, if nobody
          changed it since the export; other rows create products. The file is checked first and nothing is
          written until you confirm.
        </DialogDescription>
        <div className="mt-5 space-y-4">
          <div>
            <label htmlFor={fileId} className={labelClass}>
              Catalogue file (.json or .csv)
            </label>
            <input
              id={fileId}
              type="file"
              accept=".json,.csv,application/json,text/csv"
              aria-describedby={hintId}
              onChange={check}
              className={`${inputClass} py-1.5 file:mr-3 file:rounded file:border-0 file:bg-slate-100 file:px-3 file:py-1 file:font-semibold`}
            />
            <p id={hintId} className="mt-1 text-xs text-slate-600">
              At most 5,000 rows and 10 MB.
            </p>
          </div>
          {importer.isPending && (
            <p role="status" className="text-sm text-slate-600">
              {report ? 'Importing…' : 'Checking the file…'}
            </p>
          )}
          {importer.isError && (
            <FormAlert>{errorMessage(importer.error, 'Could not read the file')}</FormAlert>
          )}
          {report && !importer.isPending && <Report report={report} />}
        </div>
        <div className="mt-6 flex justify-end gap-3">
          <DialogClose asChild>
            <AdminButton variant="secondary">{clean ? 'Cancel' : 'Close'}</AdminButton>
          </DialogClose>
          {clean && (
            <AdminButton disabled={importer.isPending} onClick={runImport}>
              Import {report.rows} {report.rows === 1 ? 'product' : 'products'}
            </AdminButton>
          )}
        </div>
      </DialogContent>
    </Dialog>
  );
}
