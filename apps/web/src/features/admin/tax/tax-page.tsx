// The admin's GST page (docs/decisions/029-gst-tax-invoices.md): the HSN code and GST rate each category's
// products take unless a product names its own, and a month's tax invoice and credit note lines as CSV for the
// GST return.
import type { TaxCategories } from '@shop/shared/admin-tax.schemas';
import { GST_RATES } from '@shop/shared/gst';
import { Download } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { FormAlert } from '../../../components/form-alert.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { toast } from '../../../lib/toast.ts';
import { thisMonthInIndia } from '../shell/admin-format.ts';
import { AdminTable } from '../shell/admin-table.tsx';
import { AdminButton, AdminHeading, AdminInput, QueryView } from '../shell/admin-ui.tsx';
import { useDownloadCreditNotes, useDownloadInvoices } from './api/download-tax-csv.ts';
import { useTaxCategories } from './api/get-tax-categories.ts';
import { useSaveTaxCategories } from './api/save-tax-category.ts';

const inputClass = 'h-10 rounded-lg border border-slate-300 bg-white px-3 text-sm';

function DefaultsForm({ data }: { data: TaxCategories }) {
  const save = useSaveTaxCategories();
  const [rows, setRows] = useState(() =>
    Object.fromEntries(
      data.categories.map((row) => [row.category, { hsnCode: row.hsnCode, gstRate: String(row.gstRate) }]),
    ),
  );

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const changes = data.categories.flatMap((row) => {
      const edited = rows[row.category];
      if (!edited) return [];
      const same = edited.hsnCode.trim() === row.hsnCode && Number(edited.gstRate) === row.gstRate;
      return same
        ? []
        : [{ category: row.category, hsnCode: edited.hsnCode.trim(), gstRate: Number(edited.gstRate) }];
    });
    if (changes.length === 0) return toast.success('Nothing to save');
    save.mutate(changes, {
      onSuccess: (saved) =>
        toast.success(`Saved the GST default of ${saved.map((row) => row.category).join(', ')}`),
    });
  };

  return (
    <form onSubmit={submit} className="space-y-4" aria-labelledby="gst-defaults">
      <h2 id="gst-defaults" className="text-lg font-bold">
        Defaults per category
      </h2>
      <p className="text-sm text-slate-700">
        A product without its own HSN code or GST rate (on its edit page) takes its category&apos;s. A change
        applies to orders placed from now on; orders already placed keep the tax on their invoice.
      </p>
      {save.isError && (
        <FormAlert>{errorMessage(save.error, 'The GST defaults could not be saved')}</FormAlert>
      )}
      <AdminTable
        look="plain"
        caption="HSN code and GST rate per category"
        head={
          <>
            <th scope="col">Category</th>
            <th scope="col">HSN code</th>
            <th scope="col">GST rate</th>
          </>
        }
      >
        {data.categories.map((row) => {
          const edited = rows[row.category] ?? { hsnCode: row.hsnCode, gstRate: String(row.gstRate) };
          const set = (field: 'hsnCode' | 'gstRate', value: string) =>
            setRows((current) => ({ ...current, [row.category]: { ...edited, [field]: value } }));
          return (
            <tr key={row.category} className="border-t border-slate-100">
              <th scope="row" className="font-semibold">
                {row.category}
              </th>
              <td>
                <input
                  aria-label={`${row.category}: HSN code`}
                  inputMode="numeric"
                  required
                  pattern="\d{4}|\d{6}|\d{8}"
                  value={edited.hsnCode}
                  onChange={(event) => set('hsnCode', event.target.value)}
                  className={`${inputClass} w-32`}
                />
              </td>
              <td>
                <select
                  aria-label={`${row.category}: GST rate`}
                  value={edited.gstRate}
                  onChange={(event) => set('gstRate', event.target.value)}
                  className={`${inputClass} w-24`}
                >
                  {GST_RATES.map((rate) => (
                    <option key={rate} value={rate}>
                      {rate}%
                    </option>
                  ))}
                </select>
              </td>
            </tr>
          );
        })}
      </AdminTable>
      <AdminButton type="submit" disabled={save.isPending}>
        {save.isPending ? 'Saving…' : 'Save GST defaults'}
      </AdminButton>
    </form>
  );
}

function InvoiceExport() {
  const id = useId();
  const [month, setMonth] = useState(thisMonthInIndia);
  const download = useDownloadInvoices();
  const downloadCreditNotes = useDownloadCreditNotes();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    download.mutate(month, {
      onSuccess: (name) => toast.success(`Exported ${name}`),
      onError: (error) => toast.error(errorMessage(error, 'Could not export the invoices')),
    });
  };
  // The same month's credit notes: the return reports them beside the invoices they reverse.
  const exportCreditNotes = () =>
    downloadCreditNotes.mutate(month, {
      onSuccess: (name) => toast.success(`Exported ${name}`),
      onError: (error) => toast.error(errorMessage(error, 'Could not export the credit notes')),
    });
  return (
    <form onSubmit={submit} className="space-y-3" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="text-lg font-bold">
        Invoices and credit notes for the GST return
      </h2>
      <p className="text-sm text-slate-700">
        The invoices&apos; file has one row per invoice line: invoice number and date, place of supply, HSN
        code, taxable value, rate, CGST, SGST, IGST and total, in rupees, then the discount promotions took
        off the line before tax. The credit notes&apos; file has one row per credited line: the credit
        note&apos;s number, date and reason, then the invoice line it reverses.
      </p>
      <div className="flex flex-wrap items-end gap-3">
        <AdminInput
          label="Month"
          type="month"
          required
          value={month}
          onChange={(event) => setMonth(event.target.value)}
        />
        <AdminButton variant="secondary" type="submit" disabled={download.isPending || !month}>
          <Download aria-hidden="true" className="h-4 w-4" />
          {download.isPending ? 'Exporting…' : 'Export invoices (CSV)'}
        </AdminButton>
        <AdminButton
          variant="secondary"
          onClick={exportCreditNotes}
          disabled={downloadCreditNotes.isPending || !month}
        >
          <Download aria-hidden="true" className="h-4 w-4" />
          {downloadCreditNotes.isPending ? 'Exporting…' : 'Export credit notes (CSV)'}
        </AdminButton>
      </div>
    </form>
  );
}

export function TaxPage() {
  const categories = useTaxCategories();
  return (
    <>
      <AdminHeading title="GST" />
      <div className="max-w-3xl space-y-10">
        <InvoiceExport />
        <QueryView query={categories}>{(data) => <DefaultsForm data={data} />}</QueryView>
      </div>
    </>
  );
}
