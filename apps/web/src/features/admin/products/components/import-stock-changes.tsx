// The rows of an import that set a product's stock to another number than its live count: the import replaces the
// count, sales since the export included, so the admin sees each one before confirming (docs/decisions/019).
import type { ImportStockChange } from '@shop/shared/admin.schemas';
import { tableClass } from '../../shell/admin-ui.tsx';

export function ImportStockChanges({ changes }: { changes: ImportStockChange[] }) {
  return (
    <div className="space-y-2">
      <p className="text-sm text-amber-900">
        Importing replaces the live stock of {changes.length === 1 ? 'this product' : 'these products'} with
        the file's, including any sales since the file was exported. To keep a live count, leave its
        countInStock cell empty.
      </p>
      <section
        aria-label="Stock changes"
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard (WCAG 2.1.1)
        tabIndex={0}
        className="max-h-60 overflow-auto rounded-lg border border-amber-200"
      >
        <table className={tableClass}>
          <caption className="sr-only">Rows that change stock</caption>
          <thead className="sticky top-0 bg-amber-50 text-xs uppercase tracking-wide text-slate-700">
            <tr>
              <th scope="col">Line</th>
              <th scope="col">Product</th>
              <th scope="col">Stock now</th>
              <th scope="col">In the file</th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {changes.map((change) => (
              <tr key={change.row}>
                <td className="whitespace-nowrap font-semibold">Line {change.line}</td>
                <td>{change.name}</td>
                <td>{change.from}</td>
                <td className="font-semibold">{change.to}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>
    </div>
  );
}
