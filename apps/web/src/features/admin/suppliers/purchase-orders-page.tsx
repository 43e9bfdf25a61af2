// /admin/purchase-orders: every purchase order with what its supplier reported, a form to type a report in, and
// the upload of a supplier's CSV report (docs/decisions/027-purchase-orders.md). When every purchase order of an
// order has shipped (then: been delivered), the order moves on by itself, with its usual mail.
import {
  type AdminPurchaseOrder,
  PURCHASE_ORDER_STATUSES,
  REPORT_CSV_COLUMNS,
  REPORTED_STATUSES,
  type ReportedStatus,
  type ReportFileResult,
} from '@shop/shared/suppliers.schemas';
import { type FormEvent, useId, useState } from 'react';
import { Link } from 'react-router';
import { FormAlert } from '../../../components/form-alert.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { formatTimestamp } from '../../../lib/format.ts';
import { toast } from '../../../lib/toast.ts';
import { AdminTable, ListView } from '../shell/admin-table.tsx';
import { AdminButton, AdminHeading, AdminInput, AdminSelect, Pager } from '../shell/admin-ui.tsx';
import { usePurchaseOrders } from './api/list-purchase-orders.ts';
import { useReport } from './api/report-purchase-order.ts';
import { useReportFile } from './api/upload-report-file.ts';

const labelClass = 'mb-1 block text-xs font-medium text-slate-700';

/** A labelled text box of the report form. */
function ReportInput({
  label,
  type,
  value,
  onChange,
}: {
  label: string;
  type?: 'url';
  value: string;
  onChange: (value: string) => void;
}) {
  return (
    <AdminInput
      label={label}
      labelClassName={labelClass}
      type={type}
      value={value}
      onChange={(e) => onChange(e.target.value)}
    />
  );
}

function ReportForm({ po }: { po: AdminPurchaseOrder }) {
  const report = useReport();
  const [status, setStatus] = useState<ReportedStatus>(po.status === 'shipped' ? 'delivered' : 'shipped');
  const [carrier, setCarrier] = useState('');
  const [trackingNumber, setTrackingNumber] = useState('');
  const [trackingUrl, setTrackingUrl] = useState('');
  const [refusal, setRefusal] = useState<string>();
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setRefusal(undefined);
    report.mutate(
      {
        id: po._id,
        report: status === 'shipped' ? { status, carrier, trackingNumber, trackingUrl } : { status },
      },
      {
        onSuccess: (outcome) =>
          toast.success(`${outcome.message}. Order: ${outcome.orderStatus ?? 'unchanged'}`),
        onError: (error) => setRefusal(errorMessage(error, 'The report could not be saved')),
      },
    );
  };
  return (
    <form
      onSubmit={onSubmit}
      aria-label={`Report for purchase order ${po._id}`}
      className="mt-2 grid gap-2 sm:grid-cols-2"
    >
      {refusal && (
        <div className="sm:col-span-2">
          <FormAlert>{refusal}</FormAlert>
        </div>
      )}
      <AdminSelect
        label="Status"
        labelClassName={labelClass}
        value={status}
        onChange={(event) => setStatus(event.target.value as ReportedStatus)}
      >
        {REPORTED_STATUSES.map((value) => (
          <option key={value} value={value}>
            {value}
          </option>
        ))}
      </AdminSelect>
      {status === 'shipped' && (
        <>
          <ReportInput label="Carrier" value={carrier} onChange={setCarrier} />
          <ReportInput label="Tracking number" value={trackingNumber} onChange={setTrackingNumber} />
          <ReportInput
            label="Tracking URL (optional)"
            type="url"
            value={trackingUrl}
            onChange={setTrackingUrl}
          />
        </>
      )}
      <div className="sm:col-span-2">
        <AdminButton variant="secondary" type="submit" disabled={report.isPending}>
          {report.isPending ? 'Saving…' : 'Save report'}
        </AdminButton>
      </div>
    </form>
  );
}

function PurchaseOrderRow({ po }: { po: AdminPurchaseOrder }) {
  const open = po.status !== 'cancelled' && po.status !== 'delivered';
  return (
    <tr>
      <td>
        <p className="font-mono text-xs">{po._id}</p>
        <Link to={`/admin/orders/${po.orderId}`} className="text-xs text-brand-700 underline">
          Order {po.orderNumber}
        </Link>
        <p className="text-xs text-slate-600">
          <time dateTime={po.createdAt}>{formatTimestamp(po.createdAt)}</time>
        </p>
      </td>
      <td>
        <p className="font-semibold">{po.supplierName}</p>
        <p className="text-xs text-slate-600">{po.channel === 'webhook' ? 'Signed webhook' : 'Mail'}</p>
      </td>
      <td>
        <ul className="text-xs">
          {po.lines.map((line) => (
            <li key={`${line.productId}-${line.supplierSku}`}>
              {line.quantity} × {line.name}
              {line.supplierSku && <span className="text-slate-600"> ({line.supplierSku})</span>}
            </li>
          ))}
        </ul>
      </td>
      <td>
        <p className="font-semibold capitalize" data-testid="po-status">
          {po.status}
        </p>
        {po.carrier && (
          <p className="text-xs">
            {po.carrier} {po.trackingNumber}
          </p>
        )}
      </td>
      <td className="min-w-64">
        {open ? (
          <details>
            <summary className="cursor-pointer text-sm font-semibold text-brand-700">
              Type in a report
            </summary>
            <ReportForm po={po} />
          </details>
        ) : null}
      </td>
    </tr>
  );
}

function ReportUpload() {
  const id = useId();
  const upload = useReportFile();
  const [file, setFile] = useState<File>();
  const [result, setResult] = useState<ReportFileResult>();
  const [refusal, setRefusal] = useState<string>();
  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!file) return setRefusal('Choose the CSV file first');
    setRefusal(undefined);
    setResult(undefined);
    try {
      setResult(await upload.mutateAsync(await file.text()));
    } catch (error) {
      setRefusal(errorMessage(error, 'The file could not be read'));
    }
  };
  return (
    <section aria-labelledby={`${id}-title`} className="mb-6 rounded-xl border border-slate-200 bg-white p-4">
      <h2 id={`${id}-title`} className="text-lg font-bold">
        Upload a supplier's report
      </h2>
      <p id={`${id}-hint`} className="mb-3 text-sm text-slate-700">
        A CSV file whose first line names the columns <code>{REPORT_CSV_COLUMNS.join(', ')}</code>; status is
        accepted, shipped or delivered. Each row is applied on its own.
      </p>
      <form onSubmit={onSubmit} className="flex flex-wrap items-end gap-3">
        <div>
          <label htmlFor={`${id}-file`} className={labelClass}>
            Report file (CSV)
          </label>
          <input
            id={`${id}-file`}
            type="file"
            accept=".csv,text/csv"
            aria-describedby={`${id}-hint`}
            onChange={(event) => setFile(event.target.files?.[0])}
            className="text-sm"
          />
        </div>
        <AdminButton type="submit" disabled={upload.isPending}>
          {upload.isPending ? 'Uploading…' : 'Upload report'}
        </AdminButton>
      </form>
      {refusal && (
        <div className="mt-3">
          <FormAlert>{refusal}</FormAlert>
        </div>
      )}
      {result && (
        <div role="status" className="mt-3 text-sm">
          <p className="font-semibold">{result.message}</p>
          <ul className="mt-1 list-disc pl-5">
            {result.results.map((row) => (
              <li key={row.row}>
                Row {row.row} ({row.purchaseOrderId || 'no id'}): {row.message}
                {row.orderStatus && ` (order ${row.orderStatus})`}
              </li>
            ))}
          </ul>
        </div>
      )}
    </section>
  );
}

export function PurchaseOrdersPage() {
  const [status, setStatus] = useState<string>('');
  const [page, setPage] = useState(1);
  const list = usePurchaseOrders({ status: status || undefined, page });
  return (
    <div>
      <AdminHeading title="Purchase orders" />
      <ReportUpload />
      <div className="mb-3 flex items-end gap-3">
        <AdminSelect
          label="Show"
          labelClassName={labelClass}
          value={status}
          onChange={(event) => {
            setStatus(event.target.value);
            setPage(1);
          }}
        >
          <option value="">Every status</option>
          {PURCHASE_ORDER_STATUSES.map((value) => (
            <option key={value} value={value}>
              {value}
            </option>
          ))}
        </AdminSelect>
      </div>
      <ListView
        query={list}
        isEmpty={(data) => data.purchaseOrders.length === 0}
        empty="No purchase orders yet. They are made when an order is placed (cash on delivery) or paid."
      >
        {(data) => (
          <>
            {/* Wide enough for the report form: on a phone the table scrolls sideways instead of squeezing. */}
            <AdminTable
              caption="Purchase orders, newest first"
              className="min-w-[52rem]"
              head={
                <>
                  <th scope="col">Purchase order</th>
                  <th scope="col">Supplier</th>
                  <th scope="col">Items</th>
                  <th scope="col">Status</th>
                  <th scope="col">Report</th>
                </>
              }
            >
              {data.purchaseOrders.map((po) => (
                <PurchaseOrderRow key={po._id} po={po} />
              ))}
            </AdminTable>
            <Pager page={data.page} pages={data.pages} onPage={setPage} />
          </>
        )}
      </ListView>
    </div>
  );
}
