// /admin/suppliers: who ships the shop's products, how purchase orders reach them, and how many products each
// ships (docs/decisions/027-purchase-orders.md).
import { Plus } from 'lucide-react';
import { Link } from 'react-router';
import { AdminTable, ListView } from '../shell/admin-table.tsx';
import { AdminHeading, adminButtonClasses } from '../shell/admin-ui.tsx';
import { useSuppliers } from './api/list-suppliers.ts';

export function SuppliersPage() {
  const suppliers = useSuppliers();
  return (
    <div>
      <AdminHeading
        title="Suppliers"
        actions={
          <Link to="/admin/suppliers/new" className={adminButtonClasses()}>
            <Plus aria-hidden="true" className="h-4 w-4" />
            Add supplier
          </Link>
        }
      />
      <p className="mb-4 max-w-2xl text-sm text-slate-700">
        Each paid or cash-on-delivery order sends one purchase order to every supplier of its products: as
        signed JSON to the supplier's webhook, or by mail. Products name their supplier on their own page.
      </p>
      <ListView query={suppliers} isEmpty={(data) => data.suppliers.length === 0} empty="No suppliers yet.">
        {(data) => (
          <AdminTable
            caption="Suppliers, by name"
            head={
              <>
                <th scope="col">Supplier</th>
                <th scope="col">Purchase orders by</th>
                <th scope="col">Ships from</th>
                <th scope="col">Processing</th>
                <th scope="col">Products</th>
              </>
            }
          >
            {data.suppliers.map((supplier) => (
              <tr key={supplier._id}>
                <td>
                  <Link
                    to={`/admin/suppliers/${supplier._id}`}
                    className="font-semibold text-brand-700 underline"
                  >
                    {supplier.name}
                  </Link>
                  <p className="text-xs text-slate-600">{supplier.contactEmail}</p>
                </td>
                <td>{supplier.webhookUrl ? 'Signed webhook' : 'Mail'}</td>
                <td>{supplier.shipsFromPin ?? supplier.shipsFromCountry}</td>
                <td>
                  {supplier.processingDays} business {supplier.processingDays === 1 ? 'day' : 'days'}
                </td>
                <td>{supplier.productCount}</td>
              </tr>
            ))}
          </AdminTable>
        )}
      </ListView>
    </div>
  );
}
