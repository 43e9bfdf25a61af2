// The products table: picture, name, category, brand, price, stock (low stock flagged), archived badge, actions.
import type { AdminProductListItem } from '@shop/shared/admin.schemas';
import { formatRupees } from '@shop/shared/money';
import { Pencil, RotateCcw, Trash2 } from 'lucide-react';
import { Link } from 'react-router';
import { PLACEHOLDER_IMAGE, ProductImage } from '../../../../components/product-image.tsx';
import { AdminTable, AmountHeading } from '../../shell/admin-table.tsx';
import { rowActionClass } from '../../shell/admin-ui.tsx';
import { StockCell } from './stock-cell.tsx';

interface ProductsTableProps {
  products: AdminProductListItem[];
  busyId: string | undefined;
  onDelete: (product: AdminProductListItem) => void;
  onRestore: (product: AdminProductListItem) => void;
}

export function ProductsTable({ products, busyId, onDelete, onRestore }: ProductsTableProps) {
  return (
    <AdminTable
      alignTop={false}
      head={
        <>
          <th scope="col">
            <span className="sr-only">Picture</span>
          </th>
          <th scope="col">Name</th>
          <th scope="col">Category</th>
          <th scope="col">Brand</th>
          <AmountHeading>Price</AmountHeading>
          <th scope="col">Stock</th>
          <th scope="col">
            <span className="sr-only">Actions</span>
          </th>
        </>
      }
    >
      {products.map((product) => (
        <tr key={product._id} className={product.archived ? 'bg-slate-50 text-slate-600' : undefined}>
          <td className="w-16">
            <ProductImage
              src={product.image ?? PLACEHOLDER_IMAGE}
              alt=""
              sizes="48px"
              width={160}
              className="h-12 w-12 rounded-md border border-slate-200 object-cover"
            />
          </td>
          <td>
            <span className="font-semibold text-slate-900">{product.name}</span>
            {product.archived && (
              <span className="ml-2 rounded bg-slate-200 px-1.5 py-0.5 text-xs font-semibold text-slate-700">
                Archived
              </span>
            )}
            <span className="block text-xs text-slate-600">{product.subCategory}</span>
          </td>
          <td>{product.category}</td>
          <td>{product.brand}</td>
          <td className="whitespace-nowrap text-right">
            {formatRupees(product.displayPrice)}
            {product.originalPrice > product.displayPrice && (
              <s className="block text-xs text-slate-600">
                <span className="sr-only">Original price: </span>
                {formatRupees(product.originalPrice)}
              </s>
            )}
          </td>
          <td className="whitespace-nowrap">
            <StockCell count={product.countInStock} />
          </td>
          <td>
            <div className="flex justify-end gap-2">
              <Link
                to={`/admin/products/${product._id}`}
                aria-label={`Edit ${product.name}`}
                className={rowActionClass}
              >
                <Pencil aria-hidden="true" className="h-3.5 w-3.5" />
                Edit
              </Link>
              {product.archived ? (
                <button
                  type="button"
                  aria-label={`Restore ${product.name}`}
                  disabled={busyId === product._id}
                  onClick={() => onRestore(product)}
                  className={rowActionClass}
                >
                  <RotateCcw aria-hidden="true" className="h-3.5 w-3.5" />
                  Restore
                </button>
              ) : (
                <button
                  type="button"
                  aria-label={`Delete ${product.name}`}
                  disabled={busyId === product._id}
                  onClick={() => onDelete(product)}
                  className={`${rowActionClass} text-red-700`}
                >
                  <Trash2 aria-hidden="true" className="h-3.5 w-3.5" />
                  Delete
                </button>
              )}
            </div>
          </td>
        </tr>
      ))}
    </AdminTable>
  );
}
